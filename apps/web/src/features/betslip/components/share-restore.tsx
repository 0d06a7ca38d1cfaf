'use client';
// Opens a shared slip from ?betcode= (when the site shares bets): the bets replace the slip, the
// BET_SLIP tab opens and the parameter leaves the URL; a link that cannot be restored says why.
// A later code (a host page's apply_bet_code puts one in the URL) is opened the same way.
import { currencyOf } from '@sportsbook/domain';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import { useBetslipPanel } from '@/features/betslip/stores/panel-store';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { loadSharedSlip, type ShareFailure } from '../api/share';
import styles from './betslip.module.css';

const PARAM = 'betcode';

function takeBetcode(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(PARAM);
  if (code === null) return null;
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return code;
}

export function ShareRestore() {
  const intl = useIntl();
  const system = useSystem();
  const player = usePlayer();
  const dispatch = useTicket((s) => s.dispatch);
  const show = useBetslipPanel((s) => s.show);
  const [failure, setFailure] = useState<ShareFailure | null>(null);
  const requested = useSearchParams().get(PARAM);
  /** The code being opened, until it has left the URL. */
  const handled = useRef<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  // Restored bets wait for the profile, so they land in the player's currency.
  const profileKnown = player.authStatus === 'LOGGED_IN' || player.authStatus === 'NOT_LOGGED_IN';
  const enabled = system.data?.features.isShareBetOn === true;
  const currency = activeAccount(player.accounts)?.currency;
  const locale = intl.locale;

  useEffect(() => {
    if (requested === null) {
      handled.current = null;
      return;
    }
    if (requested === handled.current || !profileKnown || !system.data) return;
    handled.current = requested;
    if (!enabled) return;
    const code = takeBetcode();
    if (!code) return;
    void loadSharedSlip(code, locale).then((result) => {
      if (!result.ok) {
        setFailure(result.reason);
        return;
      }
      void dispatch({ type: 'restore', bets: result.bets });
      const first = result.bets[0];
      if (currency && first && first.currency !== currency) {
        const subunits = currencyOf(currency)?.subunits ?? 100;
        void dispatch({ type: 'change_currency', currency, subunits });
      }
      show('slip');
    });
  }, [requested, profileKnown, system.data, enabled, dispatch, show, currency, locale]);

  useEffect(() => {
    if (failure && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [failure]);

  if (!failure) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="share-failure-title"
      onClose={() => setFailure(null)}
    >
      <h2 id="share-failure-title" className={styles.dialogTitle}>
        {intl.formatMessage({ id: 'share-bet.not-found-modal.title' })}
      </h2>
      <p>{intl.formatMessage({ id: failure })}</p>
      <form method="dialog">
        <button type="submit" className={styles.primaryButton} autoFocus>
          {intl.formatMessage({ id: 'share-bet.not-found-modal.close' })}
        </button>
      </form>
    </dialog>
  );
}
