'use client';
// Bonuses are the signed-in player's: a visitor is asked to sign in, in place.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import styles from './promotions.module.css';

export function PlayerGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const status = usePlayer((s) => s.authStatus);
  if (status === 'LOGGED_IN') return children;
  if (status !== 'NOT_LOGGED_IN') {
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'promotions.loading' })}
      </p>
    );
  }
  return (
    <div className={styles.gate}>
      <p>{intl.formatMessage({ id: 'promotions.sign-in' })}</p>
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
