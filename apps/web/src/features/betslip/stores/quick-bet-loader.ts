// Loads quick-bet placement on demand; kept apart from the quick-bet store, which placement itself
// imports, so the store never reaches back to placement.
export const loadQuickBetPlacement = () => import('./quick-bet-placement');
