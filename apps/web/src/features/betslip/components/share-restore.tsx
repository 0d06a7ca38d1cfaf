'use client';
// Opens a shared slip from ?betcode= (when the site shares bets): the bets replace the slip, the
// BET_SLIP tab opens and the parameter leaves the URL; a link that cannot be restored says why.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import type { ShareFailure } from '../api/share';
import { applyBetCode } from '../utils/apply-bet-code';
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
  const [failure, setFailure] = useState<ShareFailure | null>(null);
  const started = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);

  // Restored bets wait for the profile, so they land in the player's currency.
  const profileKnown = player.authStatus === 'LOGGED_IN' || player.authStatus === 'NOT_LOGGED_IN';
  const enabled = system.data?.features.isShareBetOn === true;
  const currency = activeAccount(player.accounts)?.currency;

  useEffect(() => {
    if (started.current || !profileKnown || !system.data) return;
    started.current = true;
    if (!enabled) return;
    const code = takeBetcode();
    if (!code) return;
    void applyBetCode(code, currency).then(setFailure);
  }, [profileKnown, system.data, enabled, currency]);

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
