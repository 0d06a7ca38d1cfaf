'use client';
// A new password with the mailed reset token. The platform ends the player's other sessions and
// signs this browser in; a used or expired link leads to asking for a new one.
import { useRouter } from 'next/navigation';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { resetPassword } from '../api/password';
import { useAuthForm } from '../hooks/use-auth-form';
import {
  checkNewPassword,
  checkPasswordsMatch,
  collectErrors,
  PASSWORD_MIN,
} from '../utils/validation';
import { AuthDialogTitle } from './auth-dialog';
import { ActionButton, FormError, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

const LINK_REFUSALS = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

export function EditPasswordForm({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const router = useRouter();
  const token = request.params?.reset_password_token;
  const askAgain = () => useAuthModal.getState().open({ modal: 'forgot_password' });

  const form = useAuthForm({
    initial: { password: '', confirmation: '' },
    validate: (values) =>
      collectErrors({
        password: checkNewPassword(values.password),
        confirmation: checkPasswordsMatch(values.password, values.confirmation),
      }),
    serverFields: { password: 'password', password_confirmation: 'confirmation' },
    async submit(values) {
      await resetPassword({
        token: token ?? '',
        password: values.password,
        confirmation: values.confirmation,
      });
      await usePlayer.getState().load();
      router.refresh();
      useAuthModal.getState().close();
      useAlerts.getState().show({ kind: 'success', title: t('auth.edit-password.done') });
    },
  });

  return (
    <>
      <AuthDialogTitle>{t('auth.edit-password.title')}</AuthDialogTitle>
      {token ? (
        <form className={styles.form} onSubmit={form.onSubmit} noValidate>
          <TextField
            field={form.field('password')}
            label={t('auth.new-password')}
            hint={intl.formatMessage({ id: 'auth.password-hint' }, { min: PASSWORD_MIN })}
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            value={form.values.password}
            onValueChange={(value) => form.set('password', value)}
          />
          <TextField
            field={form.field('confirmation')}
            label={t('auth.new-password-confirmation')}
            type="password"
            autoComplete="new-password"
            required
            value={form.values.confirmation}
            onValueChange={(value) => form.set('confirmation', value)}
          />
          <FormError failure={form.failure} />
          {form.failure && LINK_REFUSALS.has(form.failure.code) ? (
            <ActionButton onClick={askAgain}>{t('auth.request-new-link')}</ActionButton>
          ) : null}
          <SubmitButton busy={form.busy}>{t('auth.edit-password.submit')}</SubmitButton>
        </form>
      ) : (
        <>
          <p className={styles.notice}>{t('auth.edit-password.missing-token')}</p>
          <ActionButton primary autoFocus onClick={askAgain}>
            {t('auth.request-new-link')}
          </ActionButton>
        </>
      )}
    </>
  );
}
