// Selection flags (spec section 4): suspended, changed and unavailable, by the odds-accept mode.
import type { OddsInt } from '../odds/odds-int';
import {
  MARKET_STATUS,
  MATCH_STATUS,
  type BetSlipBet,
  type MarketStatus,
  type MatchStatus,
  type OddsAcceptMode,
  type Selection,
} from './types';

/** A market as it arrives in a live update or a fresh fetch. */
export interface MarketUpdate {
  matchId: number;
  marketId: number;
  specifier: string;
  status: MarketStatus;
  outcomes: ReadonlyArray<{ id: string; odds: OddsInt; active: boolean }>;
}

export type ProviderStatuses = Record<string, 'up' | 'down'>;

const isOnMarket = (selection: Selection, market: MarketUpdate): boolean =>
  selection.matchId === market.matchId &&
  selection.marketId === market.marketId &&
  selection.specifier === market.specifier;

/**
 * Whether a current price is taken for the one the player accepted, by their accept mode: none
 * takes only the same price, higher also a better one, any every price.
 */
export function acceptsPrice(mode: OddsAcceptMode, accepted: OddsInt, current: OddsInt): boolean {
  if (mode === 'any') return true;
  if (mode === 'higher') return current >= accepted;
  return current === accepted;
}

/**
 * The price flags for a new price under the accept mode: with none any difference is a change;
 * with higher a lower price is a change and a higher one is accepted; with any every price passes.
 */
function repriceSelection(selection: Selection, odds: OddsInt, mode: OddsAcceptMode): Selection {
  const acceptedOdds = acceptsPrice(mode, selection.acceptedOdds, odds)
    ? odds
    : selection.acceptedOdds;
  return { ...selection, odds, acceptedOdds, isChanged: odds !== acceptedOdds };
}

/**
 * A selection becomes suspended when its market is not allowed, or its outcome is missing or
 * inactive; otherwise it takes the new price and is flagged changed by the accept mode.
 */
export function applyMarketUpdate(
  selection: Selection,
  market: MarketUpdate,
  mode: OddsAcceptMode,
): Selection {
  if (!isOnMarket(selection, market)) return selection;
  const outcome = market.outcomes.find((candidate) => candidate.id === selection.outcomeId);
  if (market.status !== MARKET_STATUS.allowed || !outcome || !outcome.active) {
    return { ...selection, active: false, isSuspended: true };
  }
  return {
    ...repriceSelection(selection, outcome.odds, mode),
    active: true,
    isSuspended: false,
  };
}

/** A match that is neither prematch nor live can no longer be bet on. */
const isBettableMatchStatus = (status: MatchStatus): boolean =>
  status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;

export function applyMatchStatus(
  selection: Selection,
  matchId: number,
  status: MatchStatus,
): Selection {
  if (selection.matchId !== matchId) return selection;
  return { ...selection, matchStatus: status, isNotAvailable: !isBettableMatchStatus(status) };
}

/** A provider going down makes its selections unavailable; coming back up restores them. */
export function applyProviderStatuses(selection: Selection, statuses: ProviderStatuses): Selection {
  const down = statuses[selection.provider] === 'down';
  const isNotAvailable = down || !isBettableMatchStatus(selection.matchStatus);
  return isNotAvailable === selection.isNotAvailable ? selection : { ...selection, isNotAvailable };
}

export const hasOddsChanges = (bet: BetSlipBet): boolean =>
  bet.selections.some((s) => s.isChanged || s.isNotAvailable);

/** A selection the player cannot place as it stands. */
export const needsAttention = (selection: Selection): boolean =>
  selection.isChanged || selection.isNotAvailable || selection.isSuspended;

/**
 * Accepting changes takes the current prices, drops suspended or unavailable selections and
 * removes a bet left without selections; a custom bet goes when any of its matches is neither
 * prematch nor live.
 */
export function acceptSelectionChanges(bets: readonly BetSlipBet[]): BetSlipBet[] {
  return bets
    .filter(
      (bet) =>
        bet.betType !== 'custom' ||
        bet.selections.every((s) => isBettableMatchStatus(s.matchStatus)),
    )
    .map((bet) => ({
      ...bet,
      selections: bet.selections
        .filter((s) => !s.isSuspended && !s.isNotAvailable)
        .map((s) => ({ ...s, acceptedOdds: s.odds, isChanged: false })),
    }))
    .filter((bet) => bet.selections.length > 0);
}

/** Automatic acceptance (accept mode any): prices are taken, suspended selections stay. */
export function acceptPriceChanges(bets: readonly BetSlipBet[]): BetSlipBet[] {
  return bets.map((bet) => ({
    ...bet,
    selections: bet.selections.map((s) =>
      s.isChanged ? { ...s, acceptedOdds: s.odds, isChanged: false } : s,
    ),
  }));
}
