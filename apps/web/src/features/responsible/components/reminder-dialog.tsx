'use client';
// A reminder's dialog: sign up, or make a deposit; either can be put off.
import { useIntl } from 'react-intl';
import { AuthDialog, AuthDialogTitle } from '@/features/account';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import type { ReminderKind } from './reminders';
import styles from './dialogs.module.css';

const TEXTS = {
  sign_up: {
    title: 'reminder.sign-up.title',
    body: 'reminder.sign-up.description',
    action: 'reminder.sign-up.action',
  },
  deposit: {
    title: 'reminder.deposit.title',
    body: 'reminder.deposit.description',
    action: 'reminder.deposit.action',
  },
} as const;

export default function ReminderDialog({ kind, onClose }: { kind: ReminderKind; onClose(): void }) {
  const intl = useIntl();
  const text = TEXTS[kind];
  const act = () => {
    onClose();
    useAuthModal.getState().open({ modal: kind === 'sign_up' ? 'sign_up' : 'deposit' });
  };
  return (
    <AuthDialog closable onClose={onClose}>
      <AuthDialogTitle>{intl.formatMessage({ id: text.title })}</AuthDialogTitle>
      <p className={styles.lead}>{intl.formatMessage({ id: text.body })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.submit} onClick={act}>
          {intl.formatMessage({ id: text.action })}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {intl.formatMessage({ id: 'reminder.later' })}
        </button>
      </div>
    </AuthDialog>
  );
}
