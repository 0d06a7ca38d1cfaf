'use client';
// Runs the ticket's effects: submits placements to the API, sends visitors to sign in, shows alerts.
import { fromServerBet } from '@sportsbook/contracts/slip-mappers';
import {
  PLACEMENT_UNCONFIRMED,
  placeBetErrorOf,
  type BetSlipBet,
  type TicketAction,
  type TicketEffect,
} from '@sportsbook/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { postBets } from '@/features/betslip/api/post-bets';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';

interface EffectDeps {
  locale: string;
  dispatch: (action: TicketAction) => Promise<TicketEffect[]>;
  alert: (kind: 'error' | 'info', title: string, description?: string) => void;
  translate: (id: string) => string;
  reloadPlayer: () => Promise<void>;
}

/** Carries out the ticket's effects; a placement's answer feeds back into the ticket. */
async function runEffects(effects: TicketEffect[], deps: EffectDeps): Promise<void> {
  for (const effect of effects) {
    if (effect.type === 'sign_in') {
      // Sign-in opens over the page, so the slip is still there afterwards.
      useAuthModal.getState().open({ modal: 'sign_in' });
    } else if (effect.type === 'alert') {
      deps.alert('error', deps.translate(effect.title), deps.translate(effect.description));
    } else if (effect.type === 'bet_type_refused') {
      deps.alert('info', deps.translate(`betslip.refused.${effect.reason}`));
    } else if (effect.type === 'submit') {
      await submit(effect.bets, deps);
    }
  }
}

async function submit(bets: BetSlipBet[], deps: EffectDeps): Promise<void> {
  const answer = await postBets(bets, { locale: deps.locale });
  if (answer.ok) {
    await deps.dispatch({ type: 'place_success', placedBets: answer.placed.map(fromServerBet) });
    await deps.reloadPlayer();
    return;
  }
  const { status, body } = answer;
  if (status === 401) {
    await deps.dispatch({ type: 'place_failure', failure: { code: 'UNAUTHORIZED' } });
    // Spec 8: a 401 on a player call ends the session, and sign-in opens saying it expired.
    const player = usePlayer.getState();
    if (player.authStatus === 'LOGGED_IN') return player.expireSession();
    return runEffects([{ type: 'sign_in' }], deps);
  }
  if (status === null) {
    // No answer even after re-sending: the bets may have been placed. The slip says so rather
    // than guess; placing the same slip again re-sends the same request key, so the API answers
    // the first attempt's outcome and cannot place the bets twice.
    await deps.dispatch({ type: 'place_failure', failure: { code: PLACEMENT_UNCONFIRMED } });
    await deps.reloadPlayer();
    return;
  }
  // Codes come as names or numbers (101, 114, 118, 120); risk messages can set wrong odds.
  const failure = placeBetErrorOf(body);
  await runEffects(await deps.dispatch({ type: 'place_failure', failure }), deps);
}

export function useTicketActions(locale: string) {
  const intl = useIntl();
  const dispatch = useTicket((s) => s.dispatch);
  const showAlert = useAlerts((s) => s.show);
  const reloadPlayer = usePlayer((s) => s.load);
  const act = useCallback(
    async (action: TicketAction) =>
      runEffects(await dispatch(action), {
        locale,
        dispatch,
        reloadPlayer,
        translate: (id) => intl.formatMessage({ id }),
        alert: (kind, title, description) =>
          showAlert({ kind, title, ...(description ? { description } : {}) }),
      }),
    [dispatch, intl, locale, reloadPlayer, showAlert],
  );
  return { act };
}
