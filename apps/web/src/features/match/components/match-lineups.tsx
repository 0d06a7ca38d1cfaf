'use client';
// The statistics tab's line-ups: each side's starters grouped by position, then its bench.
// Loaded with its view.
import type { LineupPlayer, Match, TeamLineup } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { matchLineupsQuery } from '../api/match-centre';
import styles from './match-centre.module.css';

/** Position codes by sport to the message of their group, in the order a team sheet lists them. */
const POSITIONS: Record<string, [string, string][]> = {
  soccer: [
    ['GK', 'goalkeepers'],
    ['DF', 'defenders'],
    ['MF', 'midfielders'],
    ['FW', 'forwards'],
  ],
  basketball: [
    ['G', 'guards'],
    ['F', 'forwards'],
    ['C', 'centres'],
  ],
  'ice-hockey': [
    ['G', 'goaltenders'],
    ['D', 'defence'],
    ['F', 'forwards'],
  ],
};

function Players({ players }: { players: LineupPlayer[] }) {
  const intl = useIntl();
  const shirt = intl.formatMessage({ id: 'match.lineups.shirt' });
  return (
    <ul className={styles.players}>
      {players.map((player) => (
        <li key={player.id} className={styles.player}>
          <abbr className={styles.shirt} title={shirt}>
            {player.shirt}
          </abbr>
          <bdi>{player.name}</bdi>
        </li>
      ))}
    </ul>
  );
}

function Team({ name, lineup, sport }: { name: string; lineup: TeamLineup; sport: string }) {
  const intl = useIntl();
  const groups = POSITIONS[sport] ?? [];
  const grouped = groups
    .map(([code, key]) => ({ key, players: lineup.starters.filter((p) => p.position === code) }))
    .filter((group) => group.players.length > 0);
  const known = new Set(groups.map(([code]) => code));
  const other = lineup.starters.filter((p) => !known.has(p.position));
  return (
    <section className={styles.team} aria-label={name}>
      <h4 className={styles.teamName}>{name}</h4>
      <h5 className={styles.sub}>{intl.formatMessage({ id: 'match.lineups.starters' })}</h5>
      {grouped.map((group) => (
        <div key={group.key} className={styles.group}>
          <h6 className={styles.position}>
            {intl.formatMessage({ id: `match.lineups.position.${group.key}` })}
          </h6>
          <Players players={group.players} />
        </div>
      ))}
      {other.length > 0 ? <Players players={other} /> : null}
      <h5 className={styles.sub}>{intl.formatMessage({ id: 'match.lineups.bench' })}</h5>
      <Players players={lineup.bench} />
    </section>
  );
}

function MatchLineupsBody({ match }: { match: Match }) {
  const intl = useIntl();
  const lineups = useQuery({ ...matchLineupsQuery(match.id), meta: { inlineError: true } });
  if (lineups.isPending)
    return <p className={styles.none}>{intl.formatMessage({ id: 'matchCentre.loading' })}</p>;
  if (lineups.isError)
    return <p className={styles.none}>{intl.formatMessage({ id: 'match.lineups.unavailable' })}</p>;
  const { home, away } = lineups.data;
  if (!home || !away)
    return <p className={styles.none}>{intl.formatMessage({ id: 'match.lineups.none' })}</p>;
  const sport = match.tournament.sport.key;
  return (
    <div className={styles.teams} data-testid="match-lineups">
      <Team name={match.competitors.home?.name ?? ''} lineup={home} sport={sport} />
      <Team name={match.competitors.away?.name ?? ''} lineup={away} sport={sport} />
    </div>
  );
}

export const MatchLineups = withQueryClient(MatchLineupsBody);
