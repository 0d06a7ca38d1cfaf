'use client';
// Pages that are the signed-in player's: a visitor is asked to sign in, in place, and the page
// itself shows once the session is known to be signed in.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import styles from './player-gate.module.css';

export function PlayerGate({
  children,
  prompt = 'page.sign-in-required',
  className,
}: {
  children: ReactNode;
  /** The message id that says what signing in opens. */
  prompt?: string;
  /** The prompt's box, when the page sets it apart (a card). */
  className?: string;
}) {
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
    <div className={[styles.gate, className].filter(Boolean).join(' ')}>
      <p>{intl.formatMessage({ id: prompt })}</p>
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
