// Checks a requested selection against the live catalogue: open match, allowed market, the price.
import {
  acceptsPrice,
  betShape,
  MARKET_STATUS,
  MATCH_STATUS,
  oddsFromDecimal,
  type BetShape,
  type OddsAcceptMode,
  type OddsInt,
} from '@sportsbook/domain';
import type { BetRequestBody } from '@sportsbook/contracts';
import {
  marketKey,
  type MarketRecord,
  type MatchRecord,
  type OutcomeRecord,
} from '../catalogue/records';
import type { CatalogueStore } from '../catalogue/store';
import type { BetErrorCode } from './messages';

export type RequestedSelection = BetRequestBody['selections'][number];

/** A requested selection as the catalogue has it now. */
export interface ResolvedSelection {
  request: RequestedSelection;
  match: MatchRecord;
  market: MarketRecord;
  outcome: OutcomeRecord;
  sportKey: string;
  requestedOdds: OddsInt;
  /** The price the bet takes: the current one, when the accept mode allows it. */
  odds: OddsInt;
  live: boolean;
}

export type Resolution =
  { ok: true; selection: ResolvedSelection } | { ok: false; code: BetErrorCode };

export function resolveSelection(
  store: CatalogueStore,
  request: RequestedSelection,
  mode: OddsAcceptMode,
): Resolution {
  const match = store.matches.get(request.match_id);
  if (!match) return { ok: false, code: 'SELECTION_NOT_FOUND' };
  if (match.status !== MATCH_STATUS.prematch && match.status !== MATCH_STATUS.live) {
    return { ok: false, code: 'MATCH_NOT_BETTABLE' };
  }
  const market = match.markets.get(marketKey(request.market_id, request.specifier));
  if (!market) return { ok: false, code: 'SELECTION_NOT_FOUND' };
  if (!store.isProviderUp(market.provider) || !store.isProviderUp(match.provider)) {
    return { ok: false, code: 'PROVIDER_UNAVAILABLE' };
  }
  const outcome = market.outcomes.find((o) => o.id === request.outcome_id);
  if (!outcome) return { ok: false, code: 'SELECTION_NOT_FOUND' };
  if (market.status !== MARKET_STATUS.allowed || !outcome.active) {
    return { ok: false, code: 'MARKET_SUSPENDED' };
  }
  const requestedOdds = oddsFromDecimal(request.odds);
  if (!acceptsPrice(mode, requestedOdds, outcome.odds)) return { ok: false, code: 'INVALID_ODDS' };
  const sport = store.sports.get(match.sportId);
  return {
    ok: true,
    selection: {
      request,
      match,
      market,
      outcome,
      sportKey: sport?.key ?? 'unknown',
      requestedOdds,
      odds: outcome.odds,
      live: match.status === MATCH_STATUS.live,
    },
  };
}

/** The shape of a request's bet (the domain's rule on what it carries). */
export const betShapeOf = (bet: BetRequestBody): BetShape =>
  betShape({
    type: bet.type,
    selectionCount: bet.selections.length,
    customOdds: Boolean(bet.custom_odds),
    systemId: bet.system_id,
  });
