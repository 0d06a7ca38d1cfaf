'use client';
// Re-entering the password before a sensitive change (a new sign-in phone). It signs in again
// with the player's own login, which also renews the session, then opens the step it guards.
import { useIntl } from 'react-intl';
import {
  AUTH_MODALS,
  useAuthModal,
  type AuthModal,
  type AuthModalRequest,
} from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { usePlatformPlayer } from '../api/player';
import { signIn } from '../api/sign-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkRequired, collectErrors } from '../utils/validation';
import { AuthDialogTitle } from './auth-dialog';
import { ActionButton, FormError, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

const isAuthModal = (name: string | undefined): name is AuthModal =>
  AUTH_MODALS.some((modal) => modal === name);

export function ConfirmPasswordForm({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const platform = usePlatformPlayer(playerId);
  const profile = platform.data;
  const { next, ...params } = request.params ?? {};

  const form = useAuthForm({
    initial: { password: '' },
    validate: (values) => collectErrors({ password: checkRequired(values.password) }),
    serverFields: { password: 'password' },
    messages: { INVALID_CREDENTIALS: 'auth.error.wrong_password' },
    async submit(values) {
      if (!profile) throw new Error('the profile is still loading');
      const login = profile.email
        ? { email: profile.email }
        : { phone: profile.auth_phone_number ?? '' };
      await signIn(login, values.password);
      await usePlayer.getState().load();
      const modal = useAuthModal.getState();
      if (isAuthModal(next)) modal.open({ modal: next, params });
      else modal.close();
    },
  });

  if (!playerId) {
    return (
      <>
        <AuthDialogTitle>{t('auth.confirm-password.title')}</AuthDialogTitle>
        <p className={styles.notice}>{t('auth.error.unauthorized')}</p>
        <ActionButton
          primary
          autoFocus
          onClick={() => useAuthModal.getState().open({ modal: 'sign_in' })}
        >
          {t('auth.sign-in.submit')}
        </ActionButton>
      </>
    );
  }
  return (
    <>
      <AuthDialogTitle>{t('auth.confirm-password.title')}</AuthDialogTitle>
      <p className={styles.lead}>{t('auth.confirm-password.text')}</p>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        {/* The login field lets password managers pick the right entry; it is not edited. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={profile?.email ?? profile?.auth_phone_number ?? ''}
          readOnly
          hidden
        />
        <TextField
          field={form.field('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={form.values.password}
          onValueChange={(value) => form.set('password', value)}
        />
        <FormError failure={form.failure} />
        <SubmitButton busy={form.busy || platform.isPending}>
          {t('auth.confirm-password.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
