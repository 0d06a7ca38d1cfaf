// The error pages' shared look: an illustration, a title, a description, a way home.
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  code: '404' | '500' | 'blocked' | 'locked';
  title: string;
  description: string;
  homeLabel: string;
  locale: Locale;
}

export function ErrorPage({ code, title, description, homeLabel, locale }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <ErrorImage code={code} />
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <LocalLink href="/" locale={locale} className={styles.home}>
        {homeLabel}
      </LocalLink>
    </section>
  );
}

function ErrorImage({ code }: { code: ErrorPageProps['code'] }) {
  return (
    <svg
      className={styles.image}
      viewBox="0 0 240 140"
      role="img"
      aria-label={code === '404' || code === '500' ? `Error ${code}` : code}
    >
      <defs>
        <linearGradient id={`pitch-${code}`} x1="0" x2="1">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.25" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0.05" />
        </linearGradient>
      </defs>
      <rect
        x="10"
        y="20"
        width="220"
        height="110"
        rx="14"
        fill={`url(#pitch-${code})`}
        stroke="var(--border)"
      />
      <line x1="120" y1="20" x2="120" y2="130" stroke="var(--border)" />
      <circle cx="120" cy="75" r="22" fill="none" stroke="var(--border)" />
      {code === 'blocked' ? (
        // A no-entry sign, drawn: emoji depend on the device's fonts.
        <g stroke="var(--down)" strokeWidth="6" fill="none">
          <circle cx="120" cy="75" r="24" />
          <line x1="103" y1="92" x2="137" y2="58" />
        </g>
      ) : code === 'locked' ? (
        // A padlock.
        <g fill="var(--text)">
          <path
            d="M109 73v-8a11 11 0 0 1 22 0v8"
            fill="none"
            stroke="var(--text)"
            strokeWidth="5"
          />
          <rect x="103" y="72" width="34" height="27" rx="5" />
        </g>
      ) : (
        <text x="120" y="88" textAnchor="middle" fontSize="38" fontWeight="800" fill="var(--text)">
          {code}
        </text>
      )}
    </svg>
  );
}
