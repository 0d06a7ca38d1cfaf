// Matches grouped by league, each group headed by sport, country and league.
import type { Match } from '@sportsbook/contracts';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { Icon } from '@/components/ui/icon';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { toListMatch } from './list-match';
import { MarketColumns } from './market-columns';
import { MatchRow, type NameRenderer } from './match-row';
import styles from './match-list.module.css';

export function MatchList({
  matches,
  locale,
  results = false,
  renderName,
}: {
  matches: Match[];
  locale: Locale;
  /** Finished matches: scores only, no prices. */
  results?: boolean;
  /**
   * How team, league and country names are drawn: search results mark what matched. Only a list
   * drawn in the browser passes one (a function does not cross from server to client).
   */
  renderName?: NameRenderer;
}) {
  const draw = renderName ?? ((name: string) => name);
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
            <div className={styles.heading}>
              <h3 className={styles.league}>
                <Icon set="sport" name={tournament.sport.key} size={16} />
                <LocalLink href={`/${tournament.sport.key}/${tournament.slug}`} locale={locale}>
                  <span className={styles.country}>{draw(tournament.category.name)}</span> ·{' '}
                  {draw(tournament.name)}
                </LocalLink>
              </h3>
              {results ? null : (
                <FavouriteStar
                  type="tournaments"
                  id={tournament.id}
                  name={`${tournament.category.name} · ${tournament.name}`}
                  className={styles.star}
                />
              )}
            </div>
            {results ? null : <MarketColumns group={group} />}
            {group.map((match) => (
              <MatchRow
                key={match.id}
                match={toListMatch(match)}
                locale={locale}
                results={results}
                renderName={renderName}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
