'use client';
// Asks whether a regular outcome replaces the bet builder bet at the head of the slip.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCustomBetPrompt } from '@/features/betslip/stores/custom-bet-prompt';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import styles from './betslip.module.css';

export function CustomBetPrompt() {
  const intl = useIntl();
  const { pending, close } = useCustomBetPrompt();
  const dispatch = useTicket((s) => s.dispatch);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (pending && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [pending]);
  if (!pending) return null;
  const replace = () => {
    void dispatch({ type: 'clear' });
    void dispatch({ type: 'toggle_selection', selection: pending });
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="custom-bet-title"
      aria-describedby="custom-bet-body"
      onClose={close}
    >
      <h2 id="custom-bet-title" className={styles.dialogTitle}>
        {intl.formatMessage({ id: 'custom-bet-modal.title' })}
      </h2>
      <p id="custom-bet-body">{intl.formatMessage({ id: 'custom-bet-modal.body' })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primaryButton} onClick={replace}>
          {intl.formatMessage({ id: 'custom-bet-modal.replace' })}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          autoFocus
          onClick={() => dialog.current?.close()}
        >
          {intl.formatMessage({ id: 'custom-bet-modal.keep' })}
        </button>
      </div>
    </dialog>
  );
}
