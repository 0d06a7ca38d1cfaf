'use client';
// The top of a hunting or tournament card: its kind, its state, its name (the card's label) and
// its description.
import type { Bonus } from '@sportsbook/contracts';
import { useIntl } from 'react-intl';
import styles from './hunting.module.css';

export function CardHeading({ id, kind, bonus }: { id: string; kind: string; bonus: Bonus }) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.head}>
        <span className={styles.kind}>{intl.formatMessage({ id: kind })}</span>
        <span className={styles.state} data-status={bonus.status}>
          {intl.formatMessage({ id: `promotions.status.${bonus.status}` })}
        </span>
      </div>
      <h3 id={`${id}-title`} className={styles.title}>
        {bonus.name}
      </h3>
      <p className={styles.description}>{bonus.description}</p>
    </>
  );
}
