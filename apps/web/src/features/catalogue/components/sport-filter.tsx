// The live page's sport filter: every sport with live matches now, and how many.
import type { Match } from '@sportsbook/contracts';
import { LocalLink } from '@/components/ui/local-link';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { sportName } from '@/lib/i18n/sport-names';
import styles from './list-navigation.module.css';

export function SportFilter({
  path,
  matches,
  active,
  locale,
}: {
  path: string;
  /** Every live match, of every sport. */
  matches: Match[];
  /** The chosen sport's key, or null for all. */
  active: string | null;
  locale: Locale;
}) {
  const intl = getIntl(locale);
  const sports = new Map<string, { sport: Match['tournament']['sport']; count: number }>();
  for (const { tournament } of matches) {
    const entry = sports.get(tournament.sport.key) ?? { sport: tournament.sport, count: 0 };
    entry.count += 1;
    sports.set(tournament.sport.key, entry);
  }
  const ordered = [...sports.values()].sort((a, b) => a.sport.priority - b.sport.priority);
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.sport-filter.label' })} className={styles.row}>
      <LocalLink
        href={path}
        locale={locale}
        className={styles.chip}
        aria-current={active === null ? 'page' : undefined}
      >
        {intl.formatMessage({ id: 'nav.sport-filter.all' })}
        <span className={styles.count}>{matches.length}</span>
      </LocalLink>
      {ordered.map(({ sport, count }) => (
        <LocalLink
          key={sport.key}
          href={`${path}?sport=${sport.key}`}
          locale={locale}
          className={styles.chip}
          aria-current={active === sport.key ? 'page' : undefined}
        >
          <Icon set="sport" name={sport.key} size={16} />
          {sportName(intl, sport)}
          <span className={styles.count}>{count}</span>
        </LocalLink>
      ))}
    </nav>
  );
}
