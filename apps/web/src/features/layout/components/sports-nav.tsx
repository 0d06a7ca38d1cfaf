import type { Sport } from '@sportsbook/contracts';
import { Icon } from '@/components/ui/icon';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { sportName } from '@/lib/i18n/sport-names';
import styles from './sports-nav.module.css';

export function SportsNav({ sports, locale }: { sports: Sport[]; locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.all-sports' })} className={styles.nav}>
      <h2 className={styles.title}>{intl.formatMessage({ id: 'nav.all-sports' })}</h2>
      <ul className={styles.list}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <LocalLink href={`/${sport.key}`} locale={locale} className={styles.link}>
              <Icon set="sport" name={sport.key} />
              <span>{sportName(intl, sport)}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
