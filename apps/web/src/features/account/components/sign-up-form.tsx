'use client';
// Sign-up with e-mail or phone, password (twice), currency, country and the terms. The platform
// signs the new player in; an e-mail account is then asked to confirm, a phone account to verify.
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { signUp } from '../api/sign-up';
import { useAuthAvailability } from '../hooks/use-auth-availability';
import { useAuthForm } from '../hooks/use-auth-form';
import { safeReturn } from '../utils/auth-url';
import { countryOptions } from '../utils/country-names';
import {
  checkLogin,
  checkNewPassword,
  checkPasswordsMatch,
  checkRequired,
  collectErrors,
  loginOf,
  PASSWORD_MIN,
} from '../utils/validation';
import { AuthDialogTitle } from './auth-dialog';
import { CheckEmail } from './check-email';
import {
  ActionButton,
  CheckboxField,
  FormError,
  LinkButton,
  SelectField,
  SubmitButton,
  TextField,
  useMessageText,
} from './form-fields';
import styles from './auth-form.module.css';

const SIGN_UP_FIELDS = {
  email: 'login',
  phone: 'login',
  password: 'password',
  password_confirmation: 'confirmation',
  currency: 'currency',
  country: 'country',
} as const;

/** A page of the player platform: platform_url and the configured path, else the spec's path. */
function platformPage(settings: Record<string, unknown> | undefined, key: string, path: string) {
  const configured = settings?.[key];
  const base = typeof settings?.platform_url === 'string' ? settings.platform_url : '';
  return `${base.replace(/\/$/, '')}${typeof configured === 'string' ? configured : path}`;
}

export function SignUpForm({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useMessageText();
  const router = useRouter();
  const open = useAuthModal((s) => s.open);
  const availability = useAuthAvailability('sign_up');
  const system = useSystem();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = request.params?.return;
  const site = system.data;

  // Players cannot sign up for a blocked country, so those are not offered.
  const countries = useMemo(
    () =>
      countryOptions(
        intl.locale,
        (site?.countries ?? [])
          .map((country) => country.code)
          .filter((code) => !site?.blocked_countries.includes(code)),
      ),
    [intl.locale, site],
  );
  const visitorCountry =
    site && !site.user_country.blocked && countries.some((c) => c.value === site.user_country.code)
      ? site.user_country.code
      : '';

  const form = useAuthForm({
    initial: {
      login: request.params?.login ?? '',
      password: '',
      confirmation: '',
      currency: '',
      country: '',
      terms: false as boolean,
    },
    validate: (values) =>
      collectErrors({
        login: checkLogin(values.login),
        password: checkNewPassword(values.password),
        confirmation: checkPasswordsMatch(values.password, values.confirmation),
        currency: checkRequired(values.currency || site?.default_currency_code || ''),
        country: checkRequired(values.country || visitorCountry),
        terms: values.terms ? null : { id: 'auth.validation.terms' },
      }),
    serverFields: SIGN_UP_FIELDS,
    async submit(values) {
      const login = loginOf(values.login);
      const profile = await signUp({
        ...login,
        password: values.password,
        password_confirmation: values.confirmation,
        currency: values.currency || site?.default_currency_code || '',
        country: values.country || visitorCountry,
        language: intl.locale,
      });
      await usePlayer.getState().load();
      router.refresh();
      // A phone account confirms by the SMS code the platform has just sent.
      if ('phone' in login) return open({ modal: 'phone_verification' });
      if (!profile.confirmed && profile.email) return setSentTo(profile.email);
      finish();
    },
  });

  function finish() {
    if (back) window.location.assign(safeReturn(back));
    else useAuthModal.getState().close();
  }

  if (sentTo) return <CheckEmail email={sentTo} onContinue={finish} />;

  const termsPath = platformPage(
    site?.platform_settings,
    'terms_and_conditions_path',
    '/terms-and-conditions',
  );
  const termsLabel = intl.formatMessage(
    { id: 'auth.terms' },
    {
      link: (chunks) => (
        <a key="terms" href={termsPath} target="_blank" rel="noreferrer">
          {chunks}
        </a>
      ),
    },
  );

  return (
    <>
      <AuthDialogTitle>{t('auth.sign-up.title')}</AuthDialogTitle>
      {!availability.ok ? (
        <p className={styles.notice}>{text(availability.message)}</p>
      ) : system.isPending ? (
        <p role="status">{t('auth.loading')}</p>
      ) : system.isError ? (
        <>
          <p className={styles.formError} role="alert">
            {t('auth.error.network')}
          </p>
          <ActionButton onClick={() => void system.refetch()}>{t('auth.retry')}</ActionButton>
        </>
      ) : (
        <form className={styles.form} onSubmit={form.onSubmit} noValidate>
          <TextField
            field={form.field('login')}
            label={t('auth.login')}
            hint={t('auth.sign-up.login-hint')}
            autoComplete="username"
            required
            autoFocus
            value={form.values.login}
            onValueChange={(value) => form.set('login', value)}
          />
          <TextField
            field={form.field('password')}
            label={t('auth.password')}
            hint={intl.formatMessage({ id: 'auth.password-hint' }, { min: PASSWORD_MIN })}
            type="password"
            autoComplete="new-password"
            required
            value={form.values.password}
            onValueChange={(value) => form.set('password', value)}
          />
          <TextField
            field={form.field('confirmation')}
            label={t('auth.password-confirmation')}
            type="password"
            autoComplete="new-password"
            required
            value={form.values.confirmation}
            onValueChange={(value) => form.set('confirmation', value)}
          />
          <SelectField
            field={form.field('currency')}
            label={t('auth.currency')}
            required
            value={form.values.currency || site?.default_currency_code || ''}
            options={(site?.currencies ?? []).map((c) => ({ value: c.code, label: c.code }))}
            onValueChange={(value) => form.set('currency', value)}
          />
          <SelectField
            field={form.field('country')}
            label={t('auth.country')}
            required
            autoComplete="country"
            value={form.values.country || visitorCountry}
            options={[{ value: '', label: t('auth.choose') }, ...countries]}
            onValueChange={(value) => form.set('country', value)}
          />
          <CheckboxField
            field={form.field('terms')}
            label={termsLabel}
            checked={form.values.terms}
            onCheckedChange={(checked) => form.set('terms', checked)}
          />
          <FormError failure={form.failure} />
          <SubmitButton busy={form.busy}>{t('auth.sign-up.submit')}</SubmitButton>
        </form>
      )}
      <div className={styles.footer}>
        <p>
          {t('auth.have-account')}{' '}
          <LinkButton
            onClick={() =>
              open({ modal: 'sign_in', ...(back ? { params: { return: back } } : {}) })
            }
          >
            {t('auth.sign-in.submit')}
          </LinkButton>
        </p>
      </div>
    </>
  );
}
