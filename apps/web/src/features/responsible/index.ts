// Responsible gambling's public entry: all that pages and other features use of it.
export { PlayTime } from './components/play-time';
export { usePlayTime } from './play-time-store';
export { onBetRefused } from './bet-refused';
