'use client';
// Renders the alert queue bottom-centre, announced politely to screen readers.
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import styles from './alerts.module.css';

export function Alerts() {
  const intl = useIntl();
  const { alerts, dismiss } = useAlerts();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {alerts.map((alert) => (
        <div key={alert.id} className={styles.alert} data-kind={alert.kind}>
          <div>
            <p className={styles.title}>{alert.title}</p>
            {alert.description ? <p className={styles.description}>{alert.description}</p> : null}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(alert.id)}
            aria-label={intl.formatMessage({ id: 'alert.close' })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
