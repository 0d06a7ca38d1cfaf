'use client';
// Mails the confirmation link again (e-mail accounts) or the unlock link (e-mail or phone).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { resendConfirmation } from '../api/confirmation';
import { resendUnlock } from '../api/unlock';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkEmail, checkLogin, collectErrors, loginOf } from '../utils/validation';
import { PlatformAnswer } from './platform-answer';
import { FormError, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

interface Props {
  kind: 'confirmation' | 'unlock';
  login?: string | undefined;
}

export function ResendInstructionsForm({ kind, login = '' }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const open = useAuthModal((s) => s.open);
  const [sent, setSent] = useState<string | null>(null);
  const byEmail = kind === 'confirmation';
  const form = useAuthForm({
    // A phone typed on the sign-in form is no use for a confirmation e-mail.
    initial: { login: byEmail && !login.includes('@') ? '' : login },
    validate: (values) =>
      collectErrors({ login: byEmail ? checkEmail(values.login) : checkLogin(values.login) }),
    serverFields: { email: 'login', phone: 'login' },
    async submit(values) {
      const answer = byEmail
        ? await resendConfirmation(values.login.trim().toLowerCase())
        : await resendUnlock(loginOf(values.login));
      setSent(answer.message);
    },
  });

  if (sent) {
    return (
      <PlatformAnswer
        messageId={sent}
        actionLabel={t('auth.back-to-sign-in')}
        onAction={() => open({ modal: 'sign_in', params: { login: form.values.login } })}
      />
    );
  }
  return (
    <>
      <p className={styles.lead}>{t(`auth.resend-${kind}.text`)}</p>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <TextField
          field={form.field('login')}
          label={t(byEmail ? 'auth.email' : 'auth.login')}
          type={byEmail ? 'email' : 'text'}
          autoComplete={byEmail ? 'email' : 'username'}
          required
          autoFocus
          value={form.values.login}
          onValueChange={(value) => form.set('login', value)}
        />
        <FormError failure={form.failure} />
        <SubmitButton busy={form.busy}>{t(`auth.resend-${kind}.submit`)}</SubmitButton>
      </form>
    </>
  );
}
