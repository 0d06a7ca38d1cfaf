'use client';
// The headings of a league group's price columns, in the page's language.
import type { Match } from '@sportsbook/contracts';
import { useMarketNames, type MarketNames } from '@/lib/i18n/market-names';
import rowStyles from './match-row.module.css';

/**
 * A column's heading: the market's name when every match of the group shows the same one
 * ("Total 2.5"), else the name without its line ("Total").
 */
function columnName(
  names: MarketNames,
  group: Match[],
  pick: (match: Match) => Match['main_market'],
): string | null {
  const present = group.flatMap((match) => {
    const market = pick(match);
    const teams = {
      home: match.competitors.home?.name ?? '1',
      away: match.competitors.away?.name ?? '2',
    };
    return market ? [names.market(market, match.tournament.sport.key, teams)] : [];
  });
  const first = present[0];
  if (first === undefined) return null;
  return present.every((name) => name === first)
    ? first
    : first.replace(/\s*\(?[+\-−]?[\d.,]+\)?$/u, '');
}

export function MarketColumns({ group }: { group: Match[] }) {
  const names = useMarketNames();
  const main = columnName(names, group, (match) => match.main_market);
  const secondary = columnName(names, group, (match) => match.secondary_market);
  if (!main && !secondary) return null;
  // The price buttons already name their market for screen readers.
  return (
    <div className={rowStyles.columns} aria-hidden="true">
      {main ? <span className={rowStyles.columnMain}>{main}</span> : null}
      {secondary ? <span className={rowStyles.columnSecondary}>{secondary}</span> : null}
    </div>
  );
}
