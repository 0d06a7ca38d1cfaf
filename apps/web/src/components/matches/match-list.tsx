// Matches grouped by league, each group headed by sport, country and league.
import type { Match } from '@sportsbook/contracts';
import { Icon } from '@/components/ui/icon';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { MatchRow } from './match-row';
import styles from './match-list.module.css';

export function MatchList({ matches, locale }: { matches: Match[]; locale: Locale }) {
  const groups = new Map<number, Match[]>();
  for (const match of matches)
    groups.set(match.tournament.id, [...(groups.get(match.tournament.id) ?? []), match]);
  return (
    <div className={styles.list}>
      {[...groups.values()].map((group) => {
        const { tournament } = group[0] as Match;
        return (
          <section
            key={tournament.id}
            className={styles.group}
            aria-label={`${tournament.category.name} · ${tournament.name}`}
          >
            <h3 className={styles.heading}>
              <Icon set="sport" name={tournament.sport.key} size={16} />
              <LocalLink href={`/${tournament.sport.key}/${tournament.slug}`} locale={locale}>
                <span className={styles.country}>{tournament.category.name}</span> ·{' '}
                {tournament.name}
              </LocalLink>
            </h3>
            {group.map((match) => (
              <MatchRow key={match.id} match={match} locale={locale} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
