// Jackpots' public entry: the widget pages show and the hit modal the layout mounts once.
export { JackpotWidget } from './components/jackpot-widget';
export { JackpotHits } from './components/jackpot-hits';
