// What happens on a soccer pitch besides the score: who scores each goal, cards, corners and each
// player's shots, drawn as the match runs from the same goal rates as the score. It lives in the
// match's model state (so in its persisted feed state) and prices the event markets: goalscorers,
// corners, cards and player shots, settled by the domain's rules.
import {
  EVENT_MARKET as E,
  NO_GOALSCORER,
  settleEventMarket,
  type GoalScore,
  type MatchEventsSummary,
} from '@sportsbook/domain';
import type { Rng } from '../rng';
import type { PricedMarket, SettledOutcome } from '../sport-model';
import { squadOf, type SquadPlayer } from '../squads';
import { halfGrid, lineChance } from './goal-depth';

export type Side = 'home' | 'away';

/** One entry of the match's timeline: a goal or a card, at `second` seconds of play. */
export interface TimelineEntry {
  kind: 'goal' | 'yellow_card' | 'red_card';
  side: Side;
  player: string;
  second: number;
}

export interface SoccerEvents {
  /** The teams by name: their squads are the line-ups. */
  teams: { home: string; away: string };
  timeline: TimelineEntry[];
  corners: GoalScore;
  /** Shots and shots on target by player id. */
  shots: Record<string, [number, number]>;
}

/** A player's share of the team's goals and shots by position: a goalkeeper never in practice. */
const WEIGHT: Record<string, number> = { GK: 0.02, DF: 1, MF: 2.5, FW: 6 };
/** Per team and match: corners, cards and shots grow with the side's goal rate. */
const cornerRate = (goalRate: number) => 2.6 + 2 * goalRate;
const YELLOWS_PER_TEAM = 1.8;
const REDS_PER_TEAM = 0.08;
const savedRate = (goalRate: number) => 1.2 + 2 * goalRate;
const offTargetRate = (goalRate: number) => 3 + 2.5 * goalRate;
/** Shots-on-target markets for this many of each side's most likely shooters. */
const SHOOTERS_PER_SIDE = 2;

export const emptyEvents = (teams: { home: string; away: string }): SoccerEvents => ({
  teams,
  timeline: [],
  corners: { home: 0, away: 0 },
  shots: {},
});

const startersOf = (events: SoccerEvents, side: Side): SquadPlayer[] =>
  squadOf(events.teams[side], 'soccer').filter((p) => p.starter);

/** Starters still on the pitch (a red card sends a player off). */
function onPitch(events: SoccerEvents, side: Side): SquadPlayer[] {
  const off = new Set(events.timeline.filter((e) => e.kind === 'red_card').map((e) => e.player));
  return startersOf(events, side).filter((p) => !off.has(p.id));
}

/** Each player's share of the side's goals and shots: position weights over the players on. */
function shares(events: SoccerEvents, side: Side): Map<string, number> {
  const players = onPitch(events, side);
  const total = players.reduce((sum, p) => sum + (WEIGHT[p.position] ?? 1), 0);
  return new Map(players.map((p) => [p.id, (WEIGHT[p.position] ?? 1) / total]));
}

function pickWeighted(weights: Map<string, number>, rng: Rng): string {
  let r = rng.next();
  let last = '';
  for (const [id, w] of weights) {
    last = id;
    r -= w;
    if (r < 0) return id;
  }
  return last;
}

export interface StepInput {
  rates: { home: number; away: number };
  /** Regular time in seconds. */
  regular: number;
  /** Seconds of play before and after this step. */
  from: number;
  step: number;
  /** Sides that scored in this step, in order. */
  scored: Side[];
}

/** The events of one step of play; returns `events` itself when nothing happened. */
export function advanceEvents(events: SoccerEvents, input: StepInput, rng: Rng): SoccerEvents {
  const { rates, regular, from, step } = input;
  let next = events;
  const edit = () => {
    if (next === events)
      next = {
        ...events,
        timeline: [...events.timeline],
        corners: { ...events.corners },
        shots: { ...events.shots },
      };
    return next;
  };
  const shot = (id: string, onTarget: boolean) => {
    const [all, on] = edit().shots[id] ?? [0, 0];
    next.shots[id] = [all + 1, on + (onTarget ? 1 : 0)];
  };
  const second = Math.min(regular, from + step);
  for (const side of input.scored) {
    const scorer = pickWeighted(shares(next, side), rng);
    shot(scorer, true);
    edit().timeline.push({ kind: 'goal', side, player: scorer, second });
  }
  for (const side of ['home', 'away'] as const) {
    const per = step / regular;
    if (rng.chance(cornerRate(rates[side]) * per)) edit().corners[side] += 1;
    if (rng.chance(savedRate(rates[side]) * per)) shot(pickWeighted(shares(next, side), rng), true);
    if (rng.chance(offTargetRate(rates[side]) * per))
      shot(pickWeighted(shares(next, side), rng), false);
    const red = rng.chance(REDS_PER_TEAM * per);
    if (red || rng.chance(YELLOWS_PER_TEAM * per)) {
      const player = pickWeighted(
        new Map(onPitch(next, side).map((p) => [p.id, p.position === 'GK' ? 0.2 : 1 / 10.2])),
        rng,
      );
      edit().timeline.push({ kind: red ? 'red_card' : 'yellow_card', side, player, second });
    }
  }
  return next;
}

/** The match's events as the domain settles them. */
export function eventsSummary(events: SoccerEvents): MatchEventsSummary {
  const cards = { home: 0, away: 0 };
  for (const e of events.timeline) if (e.kind !== 'goal') cards[e.side] += 1;
  return {
    starters: [...startersOf(events, 'home'), ...startersOf(events, 'away')].map((p) => p.id),
    scorers: events.timeline.filter((e) => e.kind === 'goal').map((e) => e.player),
    corners: events.corners,
    cards,
    shotsOnTarget: Object.fromEntries(Object.entries(events.shots).map(([id, [, on]]) => [id, on])),
  };
}

function overUnder(
  id: number,
  specifier: string,
  line: number,
  over: number,
  group: string,
  closed: boolean,
): PricedMarket {
  return {
    id,
    specifier,
    name: `${group} ${line}`,
    groups: [group],
    priority: 10,
    customBetGroups: [group],
    closed,
    outcomes: [
      { id: '12', name: `Over ${line}`, probability: over },
      { id: '13', name: `Under ${line}`, probability: 1 - over },
    ],
  };
}

/** P(X > line) for X = now + Poisson(mean). */
function poissonOver(now: number, mean: number, line: number): number {
  const need = Math.floor(line - now) + 1;
  if (need <= 0) return 1;
  let p = Math.exp(-mean);
  let below = 0;
  for (let k = 0; k < need; k += 1) {
    below += p;
    p *= mean / (k + 1);
  }
  return Math.max(0, 1 - below);
}

/**
 * The event markets from now on. `left` is the share of regular time still to play and `rates`
 * the sides' goal rates per match, the ones the score is priced from: a player's goals are a
 * Poisson share of the side's.
 */
export function eventMarkets(
  events: SoccerEvents,
  rates: { home: number; away: number },
  left: number,
): PricedMarket[] {
  const markets: PricedMarket[] = [];
  const lambda = { home: rates.home * left, away: rates.away * left };
  const all = lambda.home + lambda.away;
  const noGoal = Math.exp(-all);
  const summary = eventsSummary(events);
  const scorers = summary.scorers;
  const players = (['home', 'away'] as const).flatMap((side) => {
    const share = shares(events, side);
    return startersOf(events, side).map((p) => ({ p, side, share: share.get(p.id) ?? 0 }));
  });
  /** The chance a player scores the next goal, whoever scores it. */
  const next = (side: Side, share: number) =>
    all > 0 ? ((share * lambda[side]) / all) * (1 - noGoal) : 0;
  const scorerMarket = (
    id: number,
    name: string,
    closed: boolean,
    price: (o: (typeof players)[number]) => number,
    none: number,
  ): PricedMarket => ({
    id,
    specifier: '',
    name,
    groups: ['goalscorers'],
    priority: 9,
    customBetGroups: ['goalscorers'],
    closed,
    outcomes: [
      ...players.map((o) => ({ id: o.p.id, name: o.p.name, probability: price(o) })),
      { id: NO_GOALSCORER, name: 'No goalscorer', probability: none },
    ],
  });
  markets.push(
    scorerMarket(
      E.firstGoalscorer,
      'First goalscorer',
      scorers.length > 0,
      (o) => next(o.side, o.share),
      noGoal,
    ),
    scorerMarket(
      E.anytimeGoalscorer,
      'Anytime goalscorer',
      false,
      // A player who scored is decided: the outcome has no price left.
      (o) => (scorers.includes(o.p.id) ? 0 : 1 - Math.exp(-o.share * lambda[o.side])),
      scorers.length > 0 ? 0 : noGoal,
    ),
    scorerMarket(
      E.lastGoalscorer,
      'Last goalscorer',
      false,
      (o) => next(o.side, o.share) + (scorers.at(-1) === o.p.id ? noGoal : 0),
      scorers.length > 0 ? 0 : noGoal,
    ),
  );
  const c = events.corners;
  const corners = halfGrid(c, cornerRate(rates.home), cornerRate(rates.away), left, 24);
  const cornerGrid = (test: (h: number, a: number) => boolean) => {
    let p = 0;
    corners.forEach((row, h) => row?.forEach((v, a) => (test(h, a) ? (p += v ?? 0) : 0)));
    return p;
  };
  const [home, draw] = [cornerGrid((h, a) => h > a), cornerGrid((h, a) => h === a)];
  markets.push({
    id: E.cornerResult,
    specifier: '',
    name: 'Corner 1X2',
    groups: ['corners'],
    priority: 10,
    customBetGroups: ['corners'],
    outcomes: [
      { id: '1', name: '1', probability: home },
      { id: '2', name: 'X', probability: draw },
      { id: '3', name: '2', probability: 1 - home - draw },
    ],
  });
  for (const hcp of [-1.5, -1, 1.5]) {
    const p = lineChance(corners, (h, a) => h - a, -hcp);
    markets.push({
      id: E.cornerHandicap,
      specifier: `hcp=${hcp}`,
      name: `Corner handicap ${hcp}`,
      groups: ['corners'],
      priority: 10,
      customBetGroups: [],
      outcomes: [
        { id: '1714', name: `1 (${hcp})`, probability: p },
        { id: '1715', name: `2 (${-hcp})`, probability: 1 - p },
      ],
    });
  }
  const cornerMean = (cornerRate(rates.home) + cornerRate(rates.away)) * left;
  for (const line of [8.5, 9.5, 10.5])
    markets.push(
      overUnder(
        E.cornerTotal,
        `total=${line}`,
        line,
        poissonOver(c.home + c.away, cornerMean, line),
        'corners',
        c.home + c.away > line,
      ),
    );
  const cards = summary.cards.home + summary.cards.away;
  const cardMean = 2 * (YELLOWS_PER_TEAM + REDS_PER_TEAM) * left;
  for (const line of [2.5, 3.5, 4.5])
    markets.push(
      overUnder(
        E.cardTotal,
        `total=${line}`,
        line,
        poissonOver(cards, cardMean, line),
        'cards',
        cards > line,
      ),
    );
  for (const side of ['home', 'away'] as const) {
    const share = shares(events, side);
    const shooters = startersOf(events, side)
      .sort((a, b) => (WEIGHT[b.position] ?? 0) - (WEIGHT[a.position] ?? 0))
      .slice(0, SHOOTERS_PER_SIDE);
    const onTarget = (savedRate(rates[side]) + rates[side]) * left;
    for (const player of shooters)
      for (const line of [0.5, 1.5]) {
        const now = summary.shotsOnTarget[player.id] ?? 0;
        const mean = onTarget * (share.get(player.id) ?? 0);
        markets.push({
          ...overUnder(
            E.playerShotsOnTarget,
            `player=${player.id}|name=${player.name}|total=${line}`,
            line,
            poissonOver(now, mean, line),
            'players',
            now > line,
          ),
          name: `${player.name} shots on target ${line}`,
        });
      }
  }
  return markets;
}

/** Results of the event markets by the domain's rules, keyed as the model's results. */
export function eventResults(
  markets: PricedMarket[],
  events: SoccerEvents,
): Map<string, Map<string, SettledOutcome>> {
  const summary = eventsSummary(events);
  const out = new Map<string, Map<string, SettledOutcome>>();
  for (const market of markets) {
    const ids = market.outcomes.map((o) => o.id);
    const settled = settleEventMarket(market.id, market.specifier, ids, summary);
    if (settled) out.set(`${market.id}|${market.specifier}`, settled);
  }
  return out;
}
