// The favourites feature: the page, the list filter, and the session sync with its merge offer.
export { FavouriteFilter } from './components/favourite-filter';
export { FavouriteMatches } from './components/favourite-matches';
export { FavouritesSync } from './components/favourites-sync';
export { FavouritesView } from './components/favourites-view';
