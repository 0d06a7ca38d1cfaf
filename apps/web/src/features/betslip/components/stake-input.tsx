'use client';
// A stake field: typed in the currency's major units, kept as integer minor units.
import { minorUnits, parseStake, toMajor, type MinorUnits } from '@sportsbook/domain';
import { useId, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { currencyInfo } from '@/lib/currency-info';
import styles from './betslip.module.css';

export function StakeInput({
  value,
  currency,
  onChange,
  disabled,
  label,
  inputRef,
  readOnly,
  onFocus,
  onBlur,
}: {
  value: MinorUnits;
  currency: string;
  onChange: (stake: MinorUnits) => void;
  disabled: boolean;
  label: string;
  /** The field itself, for the slip to focus it when a selection is added. */
  inputRef?: Ref<HTMLInputElement>;
  /** Shown, focusable, not editable: a freebet's amount is the stake. */
  readOnly?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const info = currencyInfo(currency);
  const [text, setText] = useState(value > 0 ? toMajor(value, info) : '');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The stake changed from outside (quick stakes, currency change): show it, unless the text
    // typed already says the same amount (text that cannot be read says none).
    setShown(value);
    const parsed = parseStake(text, info, intl.locale);
    if ((parsed.ok ? parsed.value : 0) !== value) {
      setText(value > 0 ? toMajor(value, info) : '');
      setError(null);
    }
  }
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <div className={styles.stakeField}>
        <input
          ref={inputRef}
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          onFocus={onFocus}
          onBlur={onBlur}
          placeholder="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseStake(event.target.value, info, intl.locale);
            if (parsed.ok) {
              setError(null);
              onChange(parsed.value);
            } else if (parsed.reason === 'empty') {
              setError(null);
              onChange(minorUnits(0));
            } else {
              // What the field says cannot be staked: nothing is, until it reads as an amount
              // (the last good amount kept would be placed under an error saying otherwise).
              setError(intl.formatMessage({ id: `betslip.stake.${parsed.reason}` }));
              onChange(minorUnits(0));
            }
          }}
        />
        <span className={styles.currency}>{currency}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
