// The league picker of a sport page: the sport's countries, each with its leagues that have
// matches now and how many. A disclosure, so a phone keeps the list in view until it is opened.
import type { Match } from '@sportsbook/contracts';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import styles from './list-navigation.module.css';

interface LeagueEntry {
  tournament: Match['tournament'];
  count: number;
}

/** Countries by their best league's priority, leagues by priority then name. */
function leaguesByCountry(matches: Match[]) {
  const leagues = new Map<number, LeagueEntry>();
  for (const { tournament } of matches) {
    const entry = leagues.get(tournament.id) ?? { tournament, count: 0 };
    entry.count += 1;
    leagues.set(tournament.id, entry);
  }
  const byRank = (a: LeagueEntry, b: LeagueEntry) =>
    a.tournament.priority - b.tournament.priority ||
    a.tournament.name.localeCompare(b.tournament.name);
  const countries = new Map<number, LeagueEntry[]>();
  for (const entry of [...leagues.values()].sort(byRank)) {
    const id = entry.tournament.category.id;
    countries.set(id, [...(countries.get(id) ?? []), entry]);
  }
  return [...countries.values()].map((entries) => ({
    category: (entries[0] as LeagueEntry).tournament.category,
    leagues: entries,
  }));
}

export function LeaguePicker({ matches, locale }: { matches: Match[]; locale: Locale }) {
  const intl = getIntl(locale);
  const countries = leaguesByCountry(matches);
  if (countries.length === 0) return null;
  const leagueCount = countries.reduce((sum, country) => sum + country.leagues.length, 0);
  return (
    <details className={styles.picker}>
      <summary className={styles.summary}>
        {intl.formatMessage({ id: 'nav.leagues.label' }, { count: leagueCount })}
      </summary>
      <nav aria-label={intl.formatMessage({ id: 'nav.leagues.nav' })}>
        <ul className={styles.countries}>
          {countries.map(({ category, leagues }) => (
            <li key={category.id}>
              <h3 className={styles.country}>{category.name}</h3>
              <ul className={styles.leagues}>
                {leagues.map(({ tournament, count }) => (
                  <li key={tournament.id}>
                    <LocalLink
                      href={`/${tournament.sport.key}/${tournament.slug}`}
                      locale={locale}
                      className={styles.league}
                    >
                      <span>{tournament.name}</span>
                      <span className={styles.count}>{count}</span>
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
