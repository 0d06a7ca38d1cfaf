'use client';
// The wallet pages are the signed-in player's: a visitor is asked to sign in, in place.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import styles from './wallet.module.css';

export function PlayerGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const status = usePlayer((s) => s.authStatus);
  if (status === 'LOGGED_IN') return children;
  if (status !== 'NOT_LOGGED_IN') {
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'wallet.loading' })}
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      <p>{intl.formatMessage({ id: 'page.sign-in-required' })}</p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => useAuthModal.getState().open({ modal: 'sign_in' })}
      >
        {intl.formatMessage({ id: 'header.sign-in' })}
      </button>
    </div>
  );
}
