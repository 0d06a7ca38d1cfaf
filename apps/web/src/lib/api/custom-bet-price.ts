'use client';
// The price of bet-builder legs as one custom bet: the bet builder asks it as legs are picked, and
// a shared slip's bet builder is priced again with it (a link's own price is never trusted).
import type { CustomBetPrice } from '@sportsbook/contracts';
import { oddsToDecimal, type Selection } from '@sportsbook/domain';
import { apiFetch } from '@/lib/api/client';

export function priceCustomBet(
  legs: readonly Selection[],
  signal?: AbortSignal,
): Promise<CustomBetPrice> {
  return apiFetch<CustomBetPrice>('/api/sb/bets/custom/calculate', {
    method: 'POST',
    body: {
      selections: legs.map((s) => ({
        match_id: s.matchId,
        market_id: s.marketId,
        specifier: s.specifier,
        outcome_id: s.outcomeId,
        odds: oddsToDecimal(s.odds),
      })),
    },
    signal,
  });
}
