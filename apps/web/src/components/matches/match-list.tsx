// Matches grouped by league, each group headed by sport, country and league.
import type { Match } from '@sportsbook/contracts';
import { Icon } from '@/components/ui/icon';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { toListMatch } from './list-match';
import { MatchRow, type NameRenderer } from './match-row';
import styles from './match-list.module.css';
import rowStyles from './match-row.module.css';

/**
 * A column's heading: the market's name when every match of the group shows the same one
 * ("Total 2.5"), else the name without its line ("Total").
 */
function columnName(names: (string | undefined)[]): string | null {
  const present = names.filter((name): name is string => Boolean(name));
  const first = present[0];
  if (first === undefined) return null;
  return present.every((name) => name === first) ? first : first.replace(/\s+[\d.+-]+$/, '');
}

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
            <h3 className={styles.heading}>
              <Icon set="sport" name={tournament.sport.key} size={16} />
              <LocalLink href={`/${tournament.sport.key}/${tournament.slug}`} locale={locale}>
                <span className={styles.country}>{draw(tournament.category.name)}</span> ·{' '}
                {draw(tournament.name)}
              </LocalLink>
            </h3>
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

function MarketColumns({ group }: { group: Match[] }) {
  const main = columnName(group.map((match) => match.main_market?.name));
  const secondary = columnName(group.map((match) => match.secondary_market?.name));
  if (!main && !secondary) return null;
  // The price buttons already name their market for screen readers.
  return (
    <div className={rowStyles.columns} aria-hidden="true">
      {main ? <span className={rowStyles.columnMain}>{main}</span> : null}
      {secondary ? <span className={rowStyles.columnSecondary}>{secondary}</span> : null}
    </div>
  );
}
