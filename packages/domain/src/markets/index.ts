// Markets as the player reads them: names built from message templates.
export * from './market-names';
export * from './goal-settlement';
