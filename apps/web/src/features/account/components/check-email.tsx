'use client';
// After an e-mail sign-up: the player is in, and is asked to confirm the address by the link sent.
import { useIntl } from 'react-intl';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { AuthDialogTitle } from './auth-dialog';
import { ActionButton, LinkButton } from './form-fields';
import styles from './auth-form.module.css';

export function CheckEmail({ email, onContinue }: { email: string; onContinue(): void }) {
  const intl = useIntl();
  const open = useAuthModal((s) => s.open);
  return (
    <>
      <AuthDialogTitle>{intl.formatMessage({ id: 'auth.check-email.title' })}</AuthDialogTitle>
      <p role="status" className={styles.message}>
        {intl.formatMessage(
          { id: 'auth.check-email.text' },
          { email: <strong key="email">{email}</strong> },
        )}
      </p>
      <div className={styles.actions}>
        <ActionButton primary autoFocus onClick={onContinue}>
          {intl.formatMessage({ id: 'auth.check-email.continue' })}
        </ActionButton>
      </div>
      <div className={styles.footer}>
        <LinkButton
          onClick={() =>
            open({ modal: 'resend_confirmation_instructions', params: { login: email } })
          }
        >
          {intl.formatMessage({ id: 'auth.resend-confirmation.link' })}
        </LinkButton>
      </div>
    </>
  );
}
