// Jackpots: states, qualifying bets, contributions and the hit draw.
export * from './draw';
