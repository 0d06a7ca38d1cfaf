// The player's bonuses: the promotions page with its cards, terms, activation and promo codes.
export { PromotionsView } from './components/promotions-view';
// What the bet slip reads of them: the list, activation, and a bonus's terms for the bet rules.
export { activateBonus, bonusListQuery } from './api/bonuses';
export { bonusAmount } from './components/bonus-summary';
export { boostUsesLeft, slipBonusTerms } from './utils/slip-terms';
export { slipHuntingPreview } from './utils/hunting-terms';
