// Jackpot timings of spec sections 4 and 9.

/** The jackpot details are refetched every 15 s. */
export const JACKPOT_REFETCH_MS = 15_000;
/** The player's jackpot hits are refreshed every 60 s. */
export const JACKPOT_HITS_REFRESH_MS = 60_000;
/** A hit is reacted to (its modal shown) 1 s after it is detected. */
export const JACKPOT_HIT_DELAY_MS = 1_000;
