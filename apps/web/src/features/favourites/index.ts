// The favourites feature's page. The routes take the list filter, the starred list and the
// layout's session sync from their own files: through this index each page would load them all.
export { FavouritesView } from './components/favourites-view';
