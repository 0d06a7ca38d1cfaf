// A time-out or a self-exclusion: a length to choose, then a confirmation step before it starts.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './limits-screen.module.css';

export function ExclusionForm({
  type,
  lengths,
  busy,
  lengthText,
  onConfirm,
}: {
  type: 'time_out' | 'self_exclusion';
  lengths: number[];
  busy: boolean;
  lengthText: (value: number) => string;
  onConfirm: (value: number) => void;
}) {
  const intl = useIntl();
  const [length, setLength] = useState(lengths[0]!);
  const [asking, setAsking] = useState(false);
  const name = intl.formatMessage({ id: `limits.type.${type}` });
  return (
    <section className={styles.card} aria-labelledby={`limit-${type}`}>
      <h2 id={`limit-${type}`} className={styles.heading}>
        {name}
      </h2>
      <p className={styles.muted}>{intl.formatMessage({ id: `limits.exclusion.${type}.intro` })}</p>
      {asking ? (
        <div className={styles.pending} role="group" aria-label={name}>
          <p>
            {intl.formatMessage(
              { id: 'limits.exclusion.question' },
              { type: name, length: lengthText(length) },
            )}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => {
                setAsking(false);
                onConfirm(length);
              }}
            >
              {intl.formatMessage({ id: 'limits.exclusion.yes' })}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
              {intl.formatMessage({ id: 'limits.exclusion.back' })}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.form}>
          <label className={styles.field}>
            <span>{intl.formatMessage({ id: 'limits.exclusion.length' })}</span>
            <select value={length} onChange={(e) => setLength(Number(e.target.value))}>
              {lengths.map((value) => (
                <option key={value} value={value}>
                  {lengthText(value)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.primary} onClick={() => setAsking(true)}>
            {intl.formatMessage({ id: `limits.exclusion.${type}.start` })}
          </button>
        </div>
      )}
    </section>
  );
}
