'use client';
// Forgotten password: the platform mails (or texts) a reset link; its answer is the same whether
// or not the account exists, so nobody can probe for accounts.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { requestPasswordReset } from '../api/password';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkLogin, collectErrors, loginOf } from '../utils/validation';
import { AuthDialogTitle } from './auth-dialog';
import { PlatformAnswer } from './platform-answer';
import { FormError, LinkButton, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

export function ForgotPasswordForm({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const open = useAuthModal((s) => s.open);
  const [sent, setSent] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { login: request.params?.login ?? '' },
    validate: (values) => collectErrors({ login: checkLogin(values.login) }),
    serverFields: { email: 'login', phone: 'login' },
    async submit(values) {
      setSent((await requestPasswordReset(loginOf(values.login))).message);
    },
  });
  const backToSignIn = () => open({ modal: 'sign_in', params: { login: form.values.login } });

  return (
    <>
      <AuthDialogTitle>{t('auth.forgot-password.title')}</AuthDialogTitle>
      {sent ? (
        <PlatformAnswer
          messageId={sent}
          actionLabel={t('auth.back-to-sign-in')}
          onAction={backToSignIn}
        />
      ) : (
        <>
          <p className={styles.lead}>{t('auth.forgot-password.text')}</p>
          <form className={styles.form} onSubmit={form.onSubmit} noValidate>
            <TextField
              field={form.field('login')}
              label={t('auth.login')}
              autoComplete="username"
              required
              autoFocus
              value={form.values.login}
              onValueChange={(value) => form.set('login', value)}
            />
            <FormError failure={form.failure} />
            <SubmitButton busy={form.busy}>{t('auth.forgot-password.submit')}</SubmitButton>
          </form>
          <div className={styles.footer}>
            <LinkButton onClick={backToSignIn}>{t('auth.back-to-sign-in')}</LinkButton>
          </div>
        </>
      )}
    </>
  );
}
