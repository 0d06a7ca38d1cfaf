'use client';
// The platform's answer to a recovery call by its message id ("a link is on its way",
// "your account is confirmed"), with the step that follows.
import { useIntl } from 'react-intl';
import { ActionButton } from './form-fields';
import styles from './auth-form.module.css';

interface Props {
  /** The platform's message id, e.g. devise.passwords.send_paranoid_instructions. */
  messageId: string;
  actionLabel: string;
  onAction(): void;
}

export function PlatformAnswer({ messageId, actionLabel, onAction }: Props) {
  const intl = useIntl();
  const id = intl.messages[`auth.${messageId}`] ? `auth.${messageId}` : 'auth.answer.default';
  return (
    <>
      <p role="status" className={styles.message}>
        {intl.formatMessage({ id })}
      </p>
      <div className={styles.actions}>
        <ActionButton primary autoFocus onClick={onAction}>
          {actionLabel}
        </ActionButton>
      </div>
    </>
  );
}
