'use client';
// The cookie consent banner: shown until the visitor accepts, remembered for 365 days.
import { useId, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import {
  CONSENT_ACCEPTED_EVENT,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  readCookie,
  writeCookie,
} from '@/lib/session/stored-keys';
import styles from './consent-banner.module.css';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const consented = () => readCookie(CONSENT_COOKIE) === 'accepted';

export function ConsentBanner({ serverAccepted }: { serverAccepted: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  // The server renders the banner from the request's cookie, so it is there from the first paint
  // and nothing shifts when the page hydrates.
  const accepted = useSyncExternalStore(subscribe, consented, () => serverAccepted);
  if (accepted) return null;

  const accept = () => {
    writeCookie(CONSENT_COOKIE, 'accepted', CONSENT_COOKIE_DAYS);
    for (const listener of listeners) listener();
    window.dispatchEvent(new Event(CONSENT_ACCEPTED_EVENT));
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
