'use client';
// The bet slip's place in the layout: a column on desktop, a bar at the bottom on phones.
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import styles from './betslip-column.module.css';

export function BetslipColumn() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'betslip.title' });
  return (
    <aside className={styles.column} aria-label={title}>
      <div className={styles.panel}>
        <h2 className={styles.heading}>
          <Icon set="general" name="ticket" />
          {title}
          <span
            className={styles.count}
            aria-label={intl.formatMessage({ id: 'betslip.count' }, { count: 0 })}
          >
            0
          </span>
        </h2>
        <p className={styles.empty}>{intl.formatMessage({ id: 'betslip.empty' })}</p>
      </div>
    </aside>
  );
}
