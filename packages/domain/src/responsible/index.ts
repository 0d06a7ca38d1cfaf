// Responsible-gambling limits and exclusions.
export * from './limits';
