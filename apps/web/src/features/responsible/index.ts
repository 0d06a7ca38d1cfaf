// Responsible gambling's public entry: all that pages and other features use of it.
export { PlayTime } from './components/play-time';
export { onBetRefused, usePlayTime } from './play-time-store';
