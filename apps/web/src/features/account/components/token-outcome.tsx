'use client';
// The result of a mailed link (confirmation, unlock): checking, done with the next step, or why
// the link did not work together with the form that sends a new one.
import type { InstructionsSent } from '@sportsbook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toServerError } from '../hooks/use-auth-form';
import { mapServerError } from '../utils/server-errors';
import { FormError } from './form-fields';
import { PlatformAnswer } from './platform-answer';
import styles from './auth-form.module.css';

interface Props {
  check: UseQueryResult<InstructionsSent>;
  /** Shown while the link is checked. */
  checkingId: string;
  next: { label: string; onClick(): void };
  /** Shown under the refusal: the form that sends a new link. */
  children: ReactNode;
}

export function TokenOutcome({ check, checkingId, next, children }: Props) {
  const intl = useIntl();
  if (check.isPending) {
    return (
      <p role="status" className={styles.message}>
        {intl.formatMessage({ id: checkingId })}
      </p>
    );
  }
  if (check.isError) {
    const { form } = mapServerError(toServerError(check.error), () => undefined);
    return (
      <>
        <FormError failure={form} />
        {children}
      </>
    );
  }
  return (
    <PlatformAnswer
      messageId={check.data.message}
      actionLabel={next.label}
      onAction={next.onClick}
    />
  );
}
