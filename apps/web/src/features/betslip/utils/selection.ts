// A catalogue outcome as a bet slip selection (the spec's client form).
import type { Market } from '@sportsbook/contracts';
import {
  oddsFromDecimal,
  selectionKey,
  type OddsInt,
  type Selection,
  MARKET_STATUS,
} from '@sportsbook/domain';
import type { SelectionMatch } from '@/components/odds/price-slip';
import type { MarketNames } from '@/lib/i18n/market-names';

/** `odds` defaults to the outcome's; a price button passes the one it shows (the live store's). */
export function selectionFrom(
  match: SelectionMatch,
  market: Market,
  outcome: Market['outcomes'][number],
  odds: OddsInt = oddsFromDecimal(outcome.odds),
): Selection {
  const base = {
    matchId: match.id,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: outcome.id,
  };
  return {
    id: selectionKey(base),
    type: match.type,
    ...base,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    marketName: market.name,
    outcomeName: outcome.name,
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    provider: market.provider,
    sportKey: match.tournament.sport.key,
    ...matchNames(match),
    categorySlug: match.tournament.category.slug,
    categoryId: match.tournament.category.id,
    matchStatus: match.status,
    marketGroup: market.market_groups[0],
    active: outcome.active && market.status === MARKET_STATUS.allowed,
    isSuspended: !(outcome.active && market.status === MARKET_STATUS.allowed),
    isChanged: false,
    isNotAvailable: false,
  };
}

/** The names a selection keeps of its match: its sides (or its own name) and its category. */
export const matchNames = (
  match: Pick<SelectionMatch, 'name' | 'competitors' | 'tournament'>,
): Pick<Selection, 'nameA' | 'nameB' | 'categoryName'> => ({
  nameA: match.competitors.home?.name ?? match.name,
  nameB: match.competitors.away?.name ?? '',
  categoryName: match.tournament.category.name,
});

/** A selection's market and outcome in the page's language (the slip keeps the feed's names). */
export function selectionNames(
  names: MarketNames,
  selection: Pick<
    Selection,
    | 'marketId'
    | 'specifier'
    | 'marketName'
    | 'outcomeId'
    | 'outcomeName'
    | 'sportKey'
    | 'nameA'
    | 'nameB'
  >,
): { market: string; outcome: string } {
  const market = { id: selection.marketId, specifier: selection.specifier };
  return {
    market: names.market({ ...market, name: selection.marketName }, selection.sportKey, {
      home: selection.nameA,
      away: selection.nameB,
    }),
    outcome: names.outcome(market, { id: selection.outcomeId, name: selection.outcomeName }),
  };
}

/** 1 and 2 are the home and away sides, X the draw: an outcome as the player reads it. */
export function outcomeLabel(name: string, home: string, away: string, draw: string): string {
  if (name === '1' && home) return home;
  if (name === '2' && away) return away;
  if (name === 'X') return draw;
  return name;
}
