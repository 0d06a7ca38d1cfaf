// The player's bonuses: the promotions page with its cards, terms, activation and promo codes.
export { PromotionsView } from './components/promotions-view';
