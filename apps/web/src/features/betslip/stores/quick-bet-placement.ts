'use client';
// Taking and placing a quick bet: the domain's routing and placement rules, the site's bet limits
// checked first, then the placement call. Loaded once quick bet is switched on.
import {
  checkRestrictions,
  limitsFromSettings,
  minorUnits,
  placeBetErrorMessageId,
  PLACEMENT_UNCONFIRMED,
  placeQuickBet,
  playerBetForbidden,
  quickBetSettled,
  routeSelection,
  type Selection,
} from '@sportsbook/domain';
import { systemSnapshot } from '@/lib/api/system';
import { currencyInfo } from '@/lib/currency-info';
import { clientMessage } from '@/lib/i18n/client-messages';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { postBets, type PostBetsAnswer } from '../api/post-bets';
import { outcomeLabel } from '../utils/selection';
import { useQuickBet } from './quick-bet-store';
import { useTicket } from './ticket-store';

/** The localized reason the API gave for the first refused bet (data.errors_by_bet), if any. */
export function firstBetMessage(body: Record<string, unknown> | null): string | null {
  const data = body?.data as { errors_by_bet?: Record<string, { localized_message?: unknown }> };
  const first = Object.values(data?.errors_by_bet ?? {})[0]?.localized_message;
  return typeof first === 'string' && first !== '' ? first : null;
}

/** Refusals for a price that moved: the slip offers the new price to accept; quick bet has none. */
const PRICE_MOVED = new Set(['INVALID_ODDS', 'INVALID_ODDS_CUSTOM_BET']);

/**
 * What a refused quick bet tells the player: the title's message id and, when the API said more,
 * its reason for the bet. A moved price says that nothing was staked and the price can be tapped
 * again, instead of the slip's "accept the new odds", which quick bet has nowhere to do.
 */
export function quickBetRefusal(answer: Exclude<PostBetsAnswer, { ok: true }>): {
  error: string;
  refusal: string | null;
} {
  // No answer even after re-sending: placed or not is not known, and the toast says so.
  if (answer.status === null) {
    return { error: placeBetErrorMessageId(PLACEMENT_UNCONFIRMED), refusal: null };
  }
  if (PRICE_MOVED.has(String(answer.body?.code))) {
    return { error: 'quickbet.price-moved', refusal: null };
  }
  return {
    error:
      typeof answer.body?.message === 'string' ? answer.body.message : 'error.place_bets.default',
    refusal: firstBetMessage(answer.body),
  };
}

/** Routes a picked outcome: true when quick bet took it (and is placing it). */
export function takeQuickBet(selection: Selection, subunits: number): boolean {
  const { getState: get, setState: set } = useQuickBet;
  const routed = routeSelection(get().quick, selection, false, subunits);
  set({ quick: routed.quick });
  if (routed.route !== 'quick') return false;
  const player = usePlayer.getState();
  const system = systemSnapshot();
  const bet = routed.quick.bet;
  // The site's limits are checked here first; the API has the final word.
  const restrictions =
    system && bet
      ? checkRestrictions(
          { ...bet, stake: routed.quick.stake },
          {
            limits: limitsFromSettings(system.bet_limits_settings),
            fiat: currencyInfo(routed.quick.currency).fiat,
          },
        )
      : [];
  const forbidden = player.profile && playerBetForbidden(player.profile);
  const placing = placeQuickBet(routed.quick, {
    loggedIn: player.authStatus === 'LOGGED_IN',
    warningShown: false,
    forbidden: forbidden ? placeBetErrorMessageId(forbidden) : undefined,
    restrictions,
  });
  set({
    quick: placing.quick,
    refusedBy: restrictions.find((r) => r.severity === 'reject') ?? null,
  });
  const effect = placing.effect;
  if (effect.type === 'sign_in') {
    useAuthModal.getState().open({ modal: 'sign_in' });
  } else if (effect.type === 'move_to_ticket') {
    // A warning (odds or payout capped) needs the player to see it: the regular slip.
    const { dispatch } = useTicket.getState();
    for (const moved of effect.bet.selections)
      void dispatch({ type: 'add_selection', selection: moved });
    void dispatch({ type: 'set_stake', betIndex: 0, stake: effect.bet.stake });
  } else if (effect.type === 'submit') {
    const locale = document.documentElement.lang || 'en';
    void postBets([effect.bet], { locale, quick: true }).then(async (answer) => {
      const refused = answer.ok ? null : quickBetRefusal(answer);
      const error = refused?.error ?? null;
      set({
        quick: quickBetSettled(get().quick, error ? { ok: false, error } : { ok: true }),
        lastPlaced: answer.ok
          ? {
              // The confirmation names the side ("Arsenal"), as the slip does, not "1".
              outcomeName: outcomeLabel(
                selection.outcomeName,
                selection.nameA,
                selection.nameB,
                clientMessage('betslip.draw'),
              ),
              odds: answer.placed[0]?.odds ?? 0,
            }
          : null,
        refusal: refused?.refusal ?? null,
      });
      await usePlayer.getState().load();
      const account = activeAccount(usePlayer.getState().accounts);
      if (account) get().balanceChanged(minorUnits(account.balance));
    });
  }
  return true;
}
