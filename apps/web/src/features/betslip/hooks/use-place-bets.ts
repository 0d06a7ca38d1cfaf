'use client';
// Runs the ticket's effects: submits placements to the API, sends visitors to sign in, shows alerts.
import { placeBetsResponseSchema } from '@sportsbook/contracts';
import {
  fromServerBet,
  toPlaceBetsRequest,
  type BetSlipBet,
  type ServerBet,
  type TicketAction,
  type TicketEffect,
} from '@sportsbook/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { useTicket } from '@/lib/betslip/ticket-store';
import { usePlayer } from '@/lib/session/player-store';

const DEVICE_KEY = 'sb-device-id';

/** The device id the placement call carries (spec: a generated UUID kept for 7300 days). */
function deviceId(): string {
  const found = document.cookie.match(/(?:^|; )device_id=([^;]+)/)?.[1];
  if (found) return decodeURIComponent(found);
  const id = localStorage.getItem(DEVICE_KEY) ?? crypto.randomUUID();
  document.cookie = `device_id=${encodeURIComponent(id)}; path=/; max-age=${7300 * 86_400}; samesite=lax`;
  localStorage.setItem(DEVICE_KEY, id);
  return id;
}

interface EffectDeps {
  locale: string;
  dispatch: (action: TicketAction) => TicketEffect[];
  alert: (kind: 'error' | 'info', title: string, description?: string) => void;
  translate: (id: string) => string;
  reloadPlayer: () => Promise<void>;
}

/** Carries out the ticket's effects; a placement's answer feeds back into the ticket. */
async function runEffects(effects: TicketEffect[], deps: EffectDeps): Promise<void> {
  for (const effect of effects) {
    if (effect.type === 'sign_in') {
      const back = encodeURIComponent(window.location.pathname + window.location.search);
      window.location.assign(`/sports/users/sign-in?return=${back}`);
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
  const res = await fetch('/api/sb/bets', {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'X-App': 'sportsbook',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(toPlaceBetsRequest(bets, { deviceId: deviceId(), locale: deps.locale })),
  }).catch(() => null);
  const body = (await res?.json().catch(() => null)) as Record<string, unknown> | null;
  if (res?.status === 401) {
    deps.dispatch({ type: 'place_failure', failure: { code: 'UNAUTHORIZED' } });
    return runEffects([{ type: 'sign_in' }], deps);
  }
  if (res?.ok && body) {
    const placed = placeBetsResponseSchema.parse(body).data as unknown as ServerBet[];
    deps.dispatch({ type: 'place_success', placedBets: placed.map(fromServerBet) });
    await deps.reloadPlayer();
    return;
  }
  const data = (body?.data ?? {}) as {
    details?: string;
    errors_by_bet?: Record<number, { localized_message: string }>;
  };
  const failure: Extract<TicketAction, { type: 'place_failure' }>['failure'] =
    body && typeof body.code === 'string'
      ? { code: body.code, details: data.details, errorsByBet: data.errors_by_bet ?? {} }
      : {};
  await runEffects(deps.dispatch({ type: 'place_failure', failure }), deps);
}

export function useTicketActions(locale: string) {
  const intl = useIntl();
  const dispatch = useTicket((s) => s.dispatch);
  const showAlert = useAlerts((s) => s.show);
  const reloadPlayer = usePlayer((s) => s.load);
  const act = useCallback(
    (action: TicketAction) =>
      runEffects(dispatch(action), {
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
