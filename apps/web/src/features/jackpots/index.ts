// Jackpots' public entry: the widget pages show. The layout mounts the hit modal from its own file.
export { JackpotWidget } from './components/jackpot-widget';
