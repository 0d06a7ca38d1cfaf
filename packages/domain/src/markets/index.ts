// Markets as the player reads them: names built from message templates.
export * from './market-names';
export * from './goal-settlement';
export * from './event-settlement';
export * from './points-settlement';
export * from './sets-settlement';
export * from './maps-settlement';
