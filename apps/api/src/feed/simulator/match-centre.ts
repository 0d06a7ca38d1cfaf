// A simulated match's line-ups and timeline, read from its feed state (the model's events are
// kept there, so they survive a restart as the score does).
import type { MatchLineups, MatchTimeline, TeamLineup } from '@sportsbook/contracts';
import type { MatchRecord } from '../../catalogue/records';
import type { Envelope } from './match-runner';
import type { GoalsState } from './models/goals';
import { squadOf, type SquadPlayer, type SquadSport } from './squads';

const SQUAD_SPORTS: readonly string[] = ['soccer', 'basketball', 'ice-hockey'];

const player = ({ id, name, shirt, position }: SquadPlayer) => ({ id, name, shirt, position });

function lineup(team: string, sport: SquadSport): TeamLineup {
  const squad = squadOf(team, sport);
  return {
    starters: squad.filter((p) => p.starter).map(player),
    bench: squad.filter((p) => !p.starter).map(player),
  };
}

const sportOf = (match: MatchRecord) => (match.feedState as Envelope | null)?.sport;

export function lineupsOf(match: MatchRecord): MatchLineups {
  const sport = sportOf(match);
  const squads = sport !== undefined && SQUAD_SPORTS.includes(sport);
  const side = (team: { name: string } | null | undefined) =>
    squads && team ? lineup(team.name, sport as SquadSport) : null;
  return { match_id: match.id, home: side(match.home), away: side(match.away) };
}

/** The minute a clock shows for a second of play: 0:01 to 1:00 is the 1st minute. */
const minuteOf = (second: number) => Math.max(1, Math.ceil(second / 60));

export function timelineOf(match: MatchRecord): MatchTimeline {
  const envelope = match.feedState as Envelope | null;
  const events = envelope?.sport === 'soccer' ? (envelope.model as GoalsState).events : undefined;
  if (!events) return { match_id: match.id, events: [], totals: null };
  const names = new Map(
    (['home', 'away'] as const).flatMap((side) =>
      squadOf(events.teams[side], 'soccer').map((p) => [p.id, p.name] as const),
    ),
  );
  const score = { home: 0, away: 0 };
  const count = () => ({ home: 0, away: 0 });
  const yellow = count();
  const red = count();
  const timeline = events.timeline.map((event) => {
    if (event.kind === 'goal') score[event.side] += 1;
    else (event.kind === 'red_card' ? red : yellow)[event.side] += 1;
    return {
      kind: event.kind,
      side: event.side,
      minute: minuteOf(event.second),
      player_id: event.player,
      player_name: names.get(event.player) ?? event.player,
      score: event.kind === 'goal' ? { ...score } : null,
    };
  });
  const shots = count();
  const onTarget = count();
  const sideOf = new Map(
    (['home', 'away'] as const).flatMap((side) =>
      squadOf(events.teams[side], 'soccer').map((p) => [p.id, side] as const),
    ),
  );
  for (const [id, [all, on]] of Object.entries(events.shots)) {
    const side = sideOf.get(id);
    if (!side) continue;
    shots[side] += all;
    onTarget[side] += on;
  }
  return {
    match_id: match.id,
    events: timeline,
    totals: {
      corners: { ...events.corners },
      yellow_cards: yellow,
      red_cards: red,
      shots,
      shots_on_target: onTarget,
    },
  };
}
