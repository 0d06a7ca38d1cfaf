'use client';
// The bet builder's calls: the markets a match offers to build from, and the price of the legs.
import type { CustomBetPrice, Market } from '@sportsbook/contracts';
import { oddsToDecimal, type Selection } from '@sportsbook/domain';
import { apiFetch } from '@/lib/api/client';

export function getCustomMarkets(
  matchId: number,
  signal?: AbortSignal,
): Promise<{ data: Market[] }> {
  return apiFetch<{ data: Market[] }>(`/api/sb/bets/custom/markets/${matchId}`, { signal });
}

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
