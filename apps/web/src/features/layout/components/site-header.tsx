import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { HeaderControls } from './header-controls';
import styles from './site-header.module.css';

const SECTIONS = [
  { href: '/', id: 'nav.sports' },
  { href: '/live', id: 'nav.live', icon: 'live' },
  { href: '/cybersport', id: 'nav.cybersport' },
  { href: '/schedule', id: 'nav.schedule' },
  { href: '/results', id: 'nav.results' },
  { href: '/promotions', id: 'nav.promotions' },
] as const;

/** `bell`: the notifications bell, handed in by the layout (shown to a signed-in player). */
export function SiteHeader({ locale, bell }: { locale: Locale; bell: ReactNode }) {
  const intl = getIntl(locale);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LocalLink
          href="/"
          locale={locale}
          className={styles.brand}
          aria-label={intl.formatMessage({ id: 'app.home-link' })}
        >
          <span aria-hidden="true" className={styles.mark}>
            ◆
          </span>
          <span className={styles.brandText}>{intl.formatMessage({ id: 'app.name' })}</span>
        </LocalLink>
        <nav aria-label={intl.formatMessage({ id: 'nav.sections' })} className={styles.nav}>
          {SECTIONS.map((section) => (
            <LocalLink
              key={section.href}
              href={section.href}
              locale={locale}
              className={styles.link}
            >
              {'icon' in section ? (
                <Icon set="general" name={section.icon} size={16} className={styles.live} />
              ) : null}
              {intl.formatMessage({ id: section.id })}
            </LocalLink>
          ))}
        </nav>
        <HeaderControls locale={locale} bell={bell} />
      </div>
    </header>
  );
}
