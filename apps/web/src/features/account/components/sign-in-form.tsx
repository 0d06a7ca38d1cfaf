'use client';
// Sign-in with e-mail or phone and password. A refusal says why and offers the way on: the unlock
// link for a locked account, the confirmation e-mail for an unconfirmed one.
import { useRouter } from 'next/navigation';
import { useIntl } from 'react-intl';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { signIn } from '../api/sign-in';
import { useAuthAvailability } from '../hooks/use-auth-availability';
import { useAuthForm } from '../hooks/use-auth-form';
import { safeReturn } from '../utils/auth-url';
import { checkLogin, checkRequired, collectErrors, loginOf } from '../utils/validation';
import { AuthDialogTitle } from './auth-dialog';
import { FormError, LinkButton, SubmitButton, TextField, useMessageText } from './form-fields';
import styles from './auth-form.module.css';

const LOGIN_FIELDS = { email: 'login', phone: 'login', password: 'password' } as const;

export function SignInForm({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useMessageText();
  const router = useRouter();
  const open = useAuthModal((s) => s.open);
  const availability = useAuthAvailability('sign_in');
  const back = request.params?.return;

  const form = useAuthForm({
    initial: { login: request.params?.login ?? '', password: '' },
    validate: (values) =>
      collectErrors({ login: checkLogin(values.login), password: checkRequired(values.password) }),
    serverFields: LOGIN_FIELDS,
    async submit(values) {
      await signIn(loginOf(values.login), values.password);
      await usePlayer.getState().load();
      // A full navigation: every server-rendered part of the page sees the new session.
      if (back) return window.location.assign(safeReturn(back));
      router.refresh();
      useAuthModal.getState().close();
    },
  });
  const withLogin = (modal: 'forgot_password' | 'resend_unlock_instructions') => () =>
    open({ modal, params: { login: form.values.login } });

  return (
    <>
      <AuthDialogTitle>{t('auth.sign-in.title')}</AuthDialogTitle>
      {request.reason === 'session_expired' ? (
        <p className={styles.notice}>{t('auth.session-expired')}</p>
      ) : request.reason === 'favourites' ? (
        <p className={styles.notice}>{t('auth.favourites-sign-in')}</p>
      ) : null}
      {availability.ok ? (
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
          <TextField
            field={form.field('password')}
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            onValueChange={(value) => form.set('password', value)}
          />
          <FormError failure={form.failure} />
          {form.failure?.code === 'ACCOUNT_LOCKED' ? (
            <LinkButton onClick={withLogin('resend_unlock_instructions')}>
              {t('auth.resend-unlock.link')}
            </LinkButton>
          ) : null}
          {form.failure?.code === 'UNCONFIRMED' ? (
            <LinkButton
              onClick={() =>
                open({
                  modal: 'resend_confirmation_instructions',
                  params: { login: form.values.login },
                })
              }
            >
              {t('auth.resend-confirmation.link')}
            </LinkButton>
          ) : null}
          <SubmitButton busy={form.busy}>{t('auth.sign-in.submit')}</SubmitButton>
        </form>
      ) : (
        <p className={styles.notice}>{text(availability.message)}</p>
      )}
      <div className={styles.footer}>
        {availability.ok ? (
          <LinkButton onClick={withLogin('forgot_password')}>
            {t('auth.forgot-password.link')}
          </LinkButton>
        ) : null}
        <p>
          {t('auth.no-account')}{' '}
          <LinkButton
            onClick={() =>
              open({ modal: 'sign_up', ...(back ? { params: { return: back } } : {}) })
            }
          >
            {t('auth.sign-up.submit')}
          </LinkButton>
        </p>
        <p>{t('auth.demo-hint')}</p>
      </div>
    </>
  );
}
