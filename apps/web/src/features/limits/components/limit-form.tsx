// The form that sets one kind of limit: a period (except for the reality check) and an amount
// in the account's currency or a number of minutes.
import { parseStake } from '@sportsbook/domain';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { currencyInfo } from '@/lib/currency-info';
import { MONEY, PERIODS, type LimitType, type Period } from './limit-kinds';
import styles from './limits-screen.module.css';

export function LimitForm({
  type,
  currency,
  locale,
  busy,
  onSubmit,
}: {
  type: LimitType;
  currency: string;
  locale: string;
  busy: boolean;
  onSubmit: (period: Period, value: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [period, setPeriod] = useState<Period>('day');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const money = MONEY.includes(type);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = money
      ? parseStake(text, currencyInfo(currency), locale)
      : /^\d+$/.test(text.trim())
        ? { ok: true as const, value: Number(text.trim()) }
        : { ok: false as const };
    if (!value.ok || value.value <= 0) {
      setError(intl.formatMessage({ id: 'limits.invalid' }));
      return;
    }
    setError(null);
    setText('');
    onSubmit(period, value.value);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {type !== 'reality_check' ? (
        <label className={styles.field}>
          <span>{intl.formatMessage({ id: 'limits.period' })}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {intl.formatMessage({ id: `limits.period.${p}` })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-value`}>
          {money
            ? intl.formatMessage({ id: 'limits.amount' }, { currency })
            : intl.formatMessage({ id: 'limits.minutes' })}
        </label>
        <input
          id={`${id}-value`}
          className={styles.input}
          inputMode={money ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {intl.formatMessage(
          { id: 'limits.set' },
          { limit: intl.formatMessage({ id: `limits.type.${type}` }) },
        )}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
