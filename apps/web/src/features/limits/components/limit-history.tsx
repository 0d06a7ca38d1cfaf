// The history of every change of the player's limits, newest first.
import type { UserLimitEvent } from '@sportsbook/contracts';
import { useIntl } from 'react-intl';
import { MONEY, type LimitType, type Period } from './limit-kinds';
import styles from './limits-screen.module.css';

export function LimitHistory({
  events,
  date,
  typeName,
  periodName,
  valueText,
}: {
  events: UserLimitEvent[];
  date: (iso: string) => string;
  typeName: (type: LimitType) => string;
  periodName: (period: Period) => string;
  valueText: (event: UserLimitEvent) => string;
}) {
  const intl = useIntl();
  if (events.length === 0) {
    return <p className={styles.muted}>{intl.formatMessage({ id: 'limits.history.empty' })}</p>;
  }
  return (
    // Focusable, so a keyboard can scroll a history wider than the screen.
    <div className={styles.tableScroll} role="group" aria-labelledby="limits-history" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'limits.history.date' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'limits.history.limit' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'limits.history.change' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'limits.history.value' })}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{date(event.created_at)}</td>
              <td>
                {MONEY.includes(event.type) || event.type === 'session' || event.type === 'activity'
                  ? `${typeName(event.type)} (${periodName(event.period)})`
                  : typeName(event.type)}
              </td>
              <td>{intl.formatMessage({ id: `limits.history.action.${event.action}` })}</td>
              <td>{valueText(event)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
