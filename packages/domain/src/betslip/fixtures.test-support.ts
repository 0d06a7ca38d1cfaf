// Builders for bet slip tests: selections and bets with sensible defaults.
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { newBet } from './bet-building';
import {
  MATCH_STATUS,
  selectionKey,
  type BetSlipBet,
  type BetType,
  type Selection,
  type SlipContext,
} from './types';

export const ctx: SlipContext = {
  currency: 'EUR',
  subunits: 100,
  oddsAcceptMode: 'none',
  multiSingleAvailableByProvider: { sim: true, other: false },
};

export function selection(overrides: Partial<Selection> & { matchId?: number } = {}): Selection {
  const base = {
    matchId: overrides.matchId ?? 1,
    marketId: overrides.marketId ?? 1,
    specifier: overrides.specifier ?? '',
    outcomeId: overrides.outcomeId ?? '1',
  };
  const odds = overrides.odds ?? oddsInt(20_000);
  return {
    id: selectionKey(base),
    type: 'match',
    ...base,
    matchUrnId: `sr:match:${base.matchId}`,
    matchSlug: `home-away-${base.matchId}`,
    marketName: '1x2',
    outcomeName: 'Home',
    odds,
    acceptedOdds: overrides.acceptedOdds ?? odds,
    initialOdds: odds,
    provider: 'sim',
    sportKey: 'soccer',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
    categorySlug: 'england',
    categoryId: 1,
    matchStatus: MATCH_STATUS.prematch,
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    ...overrides,
  };
}

/** Selections on distinct matches: 1.5, 2.0, 2.5 … */
export const selections = (count: number): Selection[] =>
  Array.from({ length: count }, (_, i) =>
    selection({ matchId: i + 1, odds: oddsInt(15_000 + i * 5_000) }),
  );

export const bet = (betType: BetType, sels: Selection[], stake = 1_000): BetSlipBet =>
  newBet(betType, sels, ctx, minorUnits(stake));
