// The deeper esports markets (best of three), priced from the same map-win chances as the match
// winner: the current map's chance and a fresh map's chance give every map score; each map's
// first blood (CS2: pistol round) goes by the chance of winning a fight or round, its objective
// (Roshan, Baron; CS2: first to five rounds) by the same chance and the lead, and its kills or
// rounds by the pace of the game. Results come from the domain's rules (settleMapsMarket).
import {
  BEST_OF_THREE_SCORES,
  MAPS_MARKET as M,
  settleMapsMarket,
  type PlayedMap,
} from '@sportsbook/domain';
import type { PricedMarket, SettledOutcome } from '../sport-model';
import { clamp, ordinal, poissonVector } from './maths';
import { twoWayMarket } from './market-shapes';

type Side = 'home' | 'away';

export interface MapScore {
  home: number;
  away: number;
  /** Who won the map's first fight or round. */
  first?: Side;
  /** Who took the map's objective. */
  objective?: Side;
  /** MOBA: the map clock second at which the objective is fought for. */
  objectiveAtS?: number;
}

export interface MapsView {
  kind: 'rounds' | 'kills';
  /** Chance home wins a fight or a round. */
  p: number;
  maps: MapScore[];
  mapClockS: number;
  mapLengthS: number;
  secondsPerEvent: number;
  finished: boolean;
  /** Home's chance of the current map and of a fresh one. */
  now: number;
  fresh: number;
}

/** Rounds a side needs for the CS2 objective (first to five). */
export const OBJECTIVE_ROUNDS = 5;

/** Home's chance of the objective fought now with this kill lead. */
export const objectiveChance = (p: number, lead: number) => clamp(p + lead * 0.03, 0.1, 0.9);

/** Fresh-map chances by the round chance: the same few recur on every tick. */
const freshMaps = new Map<string, number>();
function fresh(key: string, compute: () => number): number {
  let value = freshMaps.get(key);
  if (value === undefined) {
    if (freshMaps.size > 5000) freshMaps.clear();
    freshMaps.set(key, (value = compute()));
  }
  return value;
}

/** Chance home reaches `target` rounds first from (h, a), each round won with chance p. */
function raceTo(p: number, target: number, h: number, a: number): number {
  if (h >= target) return 1;
  if (a >= target) return 0;
  return p * raceTo(p, target, h + 1, a) + (1 - p) * raceTo(p, target, h, a + 1);
}

/** Chance a CS2 map ends with more than `line` rounds (first to 13, two clear after 12:12). */
function roundsOver(p: number, h: number, a: number, line: number): number {
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    if ((x >= 13 || y >= 13) && Math.abs(x - y) >= 2) return x + y > line ? 1 : 0;
    if (x + y > line) return 1;
    const key = `${x}:${y}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const value = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return go(h, a);
}

/** A MOBA map's kills to come: Poisson at the game's pace for the time left. */
function killsOver(now: number, leftS: number, secondsPerEvent: number, line: number): number {
  const need = Math.floor(line - now);
  if (need < 0) return 1;
  const dist = poissonVector(leftS / secondsPerEvent, need + 1);
  return clamp(1 - dist.slice(0, need + 1).reduce((a, b) => a + b, 0), 0, 1);
}

/** The map totals' line: the middle of a fresh map. */
function mapTotalLine(kind: 'rounds' | 'kills', mapLengthS: number, secondsPerEvent: number) {
  return kind === 'rounds' ? 21.5 : Math.round(mapLengthS / secondsPerEvent) + 0.5;
}

export function mapsMarkets(v: MapsView): PricedMarket[] {
  const done = v.finished ? v.maps : v.maps.slice(0, -1);
  const won = {
    home: done.filter((m) => m.home > m.away).length,
    away: done.filter((m) => m.away > m.home).length,
  };
  // Every map score from here: the current map at `now`, later maps at `fresh`.
  const scores = new Map<string, number>();
  const mapPlayed = [0, 0, 0];
  const go = (h: number, a: number, index: number, p: number) => {
    if (h === 2 || a === 2) {
      scores.set(`${h}:${a}`, (scores.get(`${h}:${a}`) ?? 0) + p);
      return;
    }
    mapPlayed[index] = (mapPlayed[index] ?? 0) + p;
    const home = index === done.length ? v.now : v.fresh;
    go(h + 1, a, index + 1, p * home);
    go(h, a + 1, index + 1, p * (1 - home));
  };
  if (!v.finished) go(won.home, won.away, done.length, 1);
  else scores.set(`${won.home}:${won.away}`, 1);
  const score = (id: string) => scores.get(id) ?? 0;
  const markets: PricedMarket[] = [
    {
      id: M.correctScore,
      specifier: '',
      name: 'Correct score (maps)',
      groups: ['maps'],
      priority: 3,
      customBetGroups: [],
      closed: v.finished,
      outcomes: BEST_OF_THREE_SCORES.map((id) => ({ id, name: id, probability: score(id) })),
    },
  ];
  for (const hcp of [-1.5, 1.5]) {
    const home = hcp < 0 ? score('2:0') : 1 - score('0:2');
    const decided = hcp < 0 ? won.away > 0 || won.home === 2 : won.home > 0 || won.away === 2;
    markets.push({
      id: M.mapHandicap,
      specifier: `hcp=${hcp}`,
      name: `Map handicap ${hcp > 0 ? '+' : ''}${hcp}`,
      groups: ['handicaps'],
      priority: 4,
      customBetGroups: ['handicaps'],
      closed: v.finished || decided,
      outcomes: [
        { id: '1714', name: `1 (${hcp > 0 ? '+' : ''}${hcp})`, probability: home },
        { id: '1715', name: `2 (${hcp > 0 ? '' : '+'}${-hcp})`, probability: 1 - home },
      ],
    });
  }
  const line = mapTotalLine(v.kind, v.mapLengthS, v.secondsPerEvent);
  for (let i = 0; i < 3; i += 1) {
    const n = i + 1;
    const live = !v.finished && i === done.length;
    const map: MapScore = live ? (v.maps[i] ?? { home: 0, away: 0 }) : { home: 0, away: 0 };
    const closed = v.finished || i < done.length || (mapPlayed[i] ?? 0) < 1e-9;
    const shape = (id: number, name: string, priority: number) => ({
      id,
      name,
      specifier: `mapnr=${n}`,
      groups: ['maps'],
      priority,
      customBetGroups: ['maps'],
    });
    markets.push({
      ...twoWayMarket(shape(M.mapWinner, `${ordinal(n)} map winner`, 2), live ? v.now : v.fresh),
      closed,
    });
    markets.push({
      ...twoWayMarket(shape(M.mapFirstBlood, `${ordinal(n)} map - first blood`, 5), v.p),
      closed: closed || map.first !== undefined,
    });
    const objective =
      map.objective !== undefined
        ? Number(map.objective === 'home')
        : v.kind === 'rounds'
          ? map.home + map.away === 0
            ? fresh(`race:${v.p}`, () => raceTo(v.p, OBJECTIVE_ROUNDS, 0, 0))
            : raceTo(v.p, OBJECTIVE_ROUNDS, map.home, map.away)
          : objectiveChance(v.p, map.home - map.away);
    markets.push({
      ...twoWayMarket(
        shape(M.mapFirstObjective, `${ordinal(n)} map - first objective`, 5),
        objective,
      ),
      closed: closed || map.objective !== undefined,
    });
    const over =
      v.kind === 'rounds'
        ? map.home + map.away === 0
          ? fresh(`rounds:${v.p}:${line}`, () => roundsOver(v.p, 0, 0, line))
          : roundsOver(v.p, map.home, map.away, line)
        : killsOver(
            map.home + map.away,
            Math.max(0, v.mapLengthS - (live ? v.mapClockS : 0)),
            v.secondsPerEvent,
            line,
          );
    markets.push({
      id: M.mapTotal,
      specifier: `mapnr=${n}|total=${line}`,
      name: `${ordinal(n)} map - total ${line}`,
      groups: ['maps'],
      priority: 6,
      customBetGroups: ['maps'],
      closed: closed || map.home + map.away > line,
      outcomes: [
        { id: '12', name: `Over ${line}`, probability: over },
        { id: '13', name: `Under ${line}`, probability: 1 - over },
      ],
    });
  }
  return markets;
}

/** Results of `markets` by the domain's rules, from the maps played. */
export function mapsResults(
  markets: { id: number; specifier: string }[],
  maps: MapScore[],
): Map<string, Map<string, SettledOutcome>> {
  const played: PlayedMap[] = maps.map((m) => ({
    home: m.home,
    away: m.away,
    firstBlood: m.first ?? null,
    firstObjective: m.objective ?? null,
  }));
  const out = new Map<string, Map<string, SettledOutcome>>();
  for (const market of markets) {
    const settled = settleMapsMarket(market.id, market.specifier, played);
    if (settled) out.set(`${market.id}|${market.specifier}`, settled);
  }
  return out;
}
