'use client';
// The slip's matches and markets as the catalogue has them now.
import type { Market, Match, Paginated } from '@sportsbook/contracts';
import {
  MARKET_STATUS,
  oddsFromDecimal,
  type MarketUpdate,
  type Selection,
} from '@sportsbook/domain';
import { apiFetch } from '@/lib/api/client';
import { matchNames } from '../utils/selection';

export interface CatalogueMatch {
  match: Match;
  markets: Market[];
}

/**
 * Each listed match the catalogue still offers, with its markets (names in `locale`, else the
 * default ones); a match it lacks is left out.
 */
export async function fetchMatchesWithMarkets(
  matchIds: readonly number[],
  locale?: string,
): Promise<Map<number, CatalogueMatch>> {
  const found = new Map<number, CatalogueMatch>();
  if (matchIds.length === 0) return found;
  const language = locale ? `&locale=${locale}` : '';
  const matches = await apiFetch<Paginated<Match>>(
    `/api/sb/matches?id=${matchIds.join(',')}&limit=${Math.min(500, matchIds.length)}${language}`,
  );
  await Promise.all(
    matches.data.map(async (match) => {
      const page = await apiFetch<Paginated<Market>>(
        `/api/sb/matches/${match.id}/markets?limit=500`,
      );
      found.set(match.id, { match, markets: page.data });
    }),
  );
  return found;
}

/** The names a selection keeps of its match, as the catalogue writes them in `locale`. */
export async function matchNamesIn(
  matchIds: readonly number[],
  locale: string,
): Promise<Map<number, Pick<Selection, 'nameA' | 'nameB' | 'categoryName'>>> {
  const names = new Map<number, Pick<Selection, 'nameA' | 'nameB' | 'categoryName'>>();
  if (matchIds.length === 0) return names;
  const matches = await apiFetch<Paginated<Match>>(
    `/api/sb/matches?id=${matchIds.join(',')}&limit=${Math.min(500, matchIds.length)}&locale=${encodeURIComponent(locale)}`,
  );
  for (const match of matches.data) names.set(match.id, matchNames(match));
  return names;
}

export const findMarket = (
  markets: readonly Market[] | undefined,
  on: Pick<Selection, 'marketId' | 'specifier'>,
): Market | undefined => markets?.find((m) => m.id === on.marketId && m.specifier === on.specifier);

/**
 * What the slip must learn after live updates were lost: each selection's market as the catalogue
 * has it now (a market or match it no longer lists arrives empty, so its selection is suspended)
 * and the status of each match it still lists.
 */
export async function freshSlipMarkets(selections: readonly Selection[]): Promise<{
  markets: MarketUpdate[];
  matches: Array<Pick<Match, 'id' | 'status'>>;
}> {
  const catalogue = await fetchMatchesWithMarkets([...new Set(selections.map((s) => s.matchId))]);
  const markets = selections.map((selection): MarketUpdate => {
    const market = findMarket(catalogue.get(selection.matchId)?.markets, selection);
    return {
      matchId: selection.matchId,
      marketId: selection.marketId,
      specifier: selection.specifier,
      status: market?.status ?? MARKET_STATUS.deactivated,
      outcomes: (market?.outcomes ?? []).map((o) => ({
        id: o.id,
        odds: oddsFromDecimal(o.odds),
        active: o.active,
      })),
    };
  });
  const matches = [...catalogue.values()].map(({ match }) => ({
    id: match.id,
    status: match.status,
  }));
  return { markets, matches };
}
