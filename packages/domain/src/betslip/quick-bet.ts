// Quick bet (spec section 4): one-tap single bets on live matches, guarded by an approval.
import { newBet } from './bet-building';
import { rejects, type Restriction } from './restrictions';
import { betPotentialWin } from './stake';
import type { QuickBet } from './quick-bet-settings';
import { MATCH_STATUS, type BetSlipBet, type Selection } from './types';

const QUICK_BET_POTENTIAL_WIN_ERROR = 'error.potential_win.equal_or_less';

/** Only a live match, single selection, non-custom bet goes through quick bet. */
const qualifiesForQuickBet = (selection: Selection, isCustom: boolean): boolean =>
  !isCustom && selection.matchStatus === MATCH_STATUS.live;

/**
 * Where a picked outcome goes: with quick bet enabled and a qualifying selection it becomes the
 * quick bet; otherwise quick bet is turned off and the outcome goes to the regular ticket.
 */
export function routeSelection(
  quick: QuickBet,
  selection: Selection,
  isCustom: boolean,
  subunits: number,
): { quick: QuickBet; route: 'quick' | 'ticket' } {
  if (!quick.isEnabled) return { quick, route: 'ticket' };
  if (!qualifiesForQuickBet(selection, isCustom)) {
    return { quick: { ...quick, isEnabled: false, isApproved: false }, route: 'ticket' };
  }
  if (quick.state === 'PROCESSING') return { quick, route: 'quick' };
  const bet = { ...newBet('single', [selection], { currency: quick.currency, subunits }) };
  return {
    quick: {
      ...quick,
      state: 'INITIAL',
      error: null,
      bet: { ...bet, stake: quick.stake },
      selectedOutcomeIds: [selection.id],
    },
    route: 'quick',
  };
}

export type QuickBetEffect =
  | { type: 'none' }
  | { type: 'sign_in' }
  | { type: 'submit'; bet: BetSlipBet }
  | { type: 'move_to_ticket'; bet: BetSlipBet; restrictions: Restriction[] };

export interface QuickBetPlacement {
  loggedIn: boolean;
  warningShown: boolean;
  /** Message id when the player may not bet (blocked account, spam flag, pve). */
  forbidden?: string;
  restrictions: Restriction[];
}

const failed = (quick: QuickBet, error: string): QuickBet => ({
  ...quick,
  state: 'ERROR',
  error,
  bet: null,
  selectedOutcomeIds: [],
});

/**
 * Placing does nothing unless approved, and is ignored while processing or while a warning is
 * shown. A visitor is sent to sign in; a rejecting restriction is an error, a warning moves the
 * bet to the regular ticket; the potential win must exceed the stake.
 */
export function placeQuickBet(
  quick: QuickBet,
  placement: QuickBetPlacement,
): { quick: QuickBet; effect: QuickBetEffect } {
  const none = { quick, effect: { type: 'none' } as const };
  if (!quick.isApproved || !quick.bet || quick.state === 'PROCESSING' || placement.warningShown) {
    return none;
  }
  if (!placement.loggedIn) return { quick, effect: { type: 'sign_in' } };
  if (placement.forbidden)
    return { quick: failed(quick, placement.forbidden), effect: { type: 'none' } };
  const bet = { ...quick.bet, stake: quick.stake };
  const rejecting = placement.restrictions.find((r) => r.severity === 'reject');
  if (rejecting) return { quick: failed(quick, rejecting.messageId), effect: { type: 'none' } };
  if (placement.restrictions.length > 0 && !rejects(placement.restrictions)) {
    return {
      quick: { ...quick, bet: null, selectedOutcomeIds: [] },
      effect: { type: 'move_to_ticket', bet, restrictions: placement.restrictions },
    };
  }
  if (betPotentialWin(bet) <= bet.stake) {
    return { quick: failed(quick, QUICK_BET_POTENTIAL_WIN_ERROR), effect: { type: 'none' } };
  }
  return {
    quick: { ...quick, state: 'PROCESSING', error: null },
    effect: { type: 'submit', bet },
  };
}

/** Flow: PROCESSING then SUCCESS or ERROR; selections are cleared once processing ends. */
export function quickBetSettled(
  quick: QuickBet,
  outcome: { ok: true } | { ok: false; error: string },
): QuickBet {
  if (quick.state !== 'PROCESSING') return quick;
  return outcome.ok
    ? { ...quick, state: 'SUCCESS', error: null, bet: null, selectedOutcomeIds: [] }
    : failed(quick, outcome.error);
}
