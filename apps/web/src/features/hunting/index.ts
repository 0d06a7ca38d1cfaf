// Huntings and hunting tournaments on the promotions page: progress, pools and leaderboards.
export { HuntingPromotions } from './components/hunting-promotions';
