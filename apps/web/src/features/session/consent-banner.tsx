'use client';
// The cookie consent banner: shown until the visitor accepts, remembered for 365 days (in the
// cookie, and in storage for a frame whose cookies the browser refuses).
import { useId, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { consentGiven, giveConsent } from '@/lib/session/stored-keys';
import styles from './consent-banner.module.css';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ConsentBanner({ serverAccepted }: { serverAccepted: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  // The server renders the banner from the request's cookie, so it is there from the first paint
  // and nothing shifts when the page hydrates.
  const accepted = useSyncExternalStore(subscribe, consentGiven, () => serverAccepted);
  if (accepted) return null;

  const accept = () => {
    giveConsent();
    for (const listener of listeners) listener();
  };
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage({ id: 'consent.title' })}
        </h2>
        <p className={styles.description}>{intl.formatMessage({ id: 'consent.description' })}</p>
      </div>
      <button type="button" className={styles.accept} onClick={accept}>
        {intl.formatMessage({ id: 'consent.accept' })}
      </button>
    </section>
  );
}
