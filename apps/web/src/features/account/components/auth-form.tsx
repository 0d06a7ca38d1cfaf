'use client';
// Sign-in and sign-up forms against the player platform; errors are shown by their message ids.
import { useSearchParams } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePlayer } from '@/lib/session/player-store';
import styles from './auth-form.module.css';

type Mode = 'sign-in' | 'sign-up';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL', 'BTC'];

/** Only a path inside the sportsbook is followed after signing in. */
function safeReturn(value: string | null): string {
  return value && value.startsWith('/sports') && !value.startsWith('//') ? value : '/sports';
}

export function AuthForm({ mode, country }: { mode: Mode; country: string }) {
  const intl = useIntl();
  const params = useSearchParams();
  const load = usePlayer((s) => s.load);
  const id = useId();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => intl.formatMessage({ id: key });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const byPhone = /^\+?[\d\s]{7,}$/.test(login.trim());
    const user = byPhone ? { phone: login.replace(/\s/g, '') } : { email: login.trim() };
    const body =
      mode === 'sign-in'
        ? { user: { ...user, password } }
        : { user: { ...user, password, currency, country } };
    const res = await fetch(
      mode === 'sign-in' ? '/api/platform/users/sign_in' : '/api/platform/users',
      {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'X-App': 'sportsbook',
        },
        body: JSON.stringify(body),
      },
    ).catch(() => null);
    setBusy(false);
    if (!res) return setError('error.connection.title');
    if (res.ok) {
      await load();
      // A full navigation: every server-rendered part sees the new session.
      window.location.assign(safeReturn(params.get('return')));
      return;
    }
    const answer = (await res.json().catch(() => ({}))) as { code?: string };
    setError(`auth.error.${(answer.code ?? 'DEFAULT').toLowerCase()}`);
  }

  const known = (key: string) => (intl.messages[key] ? key : 'auth.error.default');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={styles.title}>{t(`auth.${mode}.title`)}</h1>
      <label className={styles.field} htmlFor={`${id}-login`}>
        {t('auth.login')}
      </label>
      <input
        id={`${id}-login`}
        className={styles.input}
        autoComplete={mode === 'sign-in' ? 'username' : 'email'}
        required
        value={login}
        onChange={(e) => setLogin(e.target.value)}
      />
      <label className={styles.field} htmlFor={`${id}-password`}>
        {t('auth.password')}
      </label>
      <input
        id={`${id}-password`}
        className={styles.input}
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        required
        minLength={mode === 'sign-up' ? 8 : undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {mode === 'sign-up' ? (
        <>
          <label className={styles.field} htmlFor={`${id}-currency`}>
            {t('auth.currency')}
          </label>
          <select
            id={`${id}-currency`}
            className={styles.input}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {t(known(error))}
        </p>
      ) : null}
      <button className={styles.submit} type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t(`auth.${mode}.submit`)}
      </button>
      <p className={styles.hint}>
        {t(mode === 'sign-in' ? 'auth.no-account' : 'auth.have-account')}{' '}
        <a
          href={`/sports/users/${mode === 'sign-in' ? 'sign-up' : 'sign-in'}${params.size > 0 ? `?${params.toString()}` : ''}`}
        >
          {t(mode === 'sign-in' ? 'auth.sign-up.submit' : 'auth.sign-in.submit')}
        </a>
      </p>
      {mode === 'sign-in' ? <p className={styles.hint}>{t('auth.demo-hint')}</p> : null}
    </form>
  );
}
