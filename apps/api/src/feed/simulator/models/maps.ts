// Esports best-of-three (CS2 rounds, Dota 2 and LoL kills): maps won by a strength-weighted random walk.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { PricedMarket, SimEvent, SportModel } from '../sport-model';
import { clamp, clockText, ordinal } from './maths';
import {
  mapsMarkets,
  mapsResults,
  objectiveChance,
  OBJECTIVE_ROUNDS,
  type MapScore,
  type MapsView,
} from './maps-depth';
import { twoWayMarket } from './market-shapes';

export interface MapsState {
  /** Chance home wins a round / a team fight. */
  p: number;
  /** Each map's score, who won its first fight or round and who took its objective. */
  maps: MapScore[];
  clockS: number;
  mapClockS: number;
  finished: boolean;
}

interface MapsConfig {
  sportKey: string;
  /** CS2: first to 13 rounds; MOBA: the map ends after a time, the side with more kills… and more gold wins. */
  kind: 'rounds' | 'kills';
  secondsPerEvent: number;
  mapLengthS: number;
}

function mapsModel(cfg: MapsConfig): SportModel<MapsState> {
  const mapWinChance = (p: number) =>
    clamp(0.5 + (p - 0.5) * (cfg.kind === 'rounds' ? 3.2 : 2.4), 0.03, 0.97);
  const wonMaps = (s: MapsState) => {
    const done = s.finished ? s.maps : s.maps.slice(0, -1);
    return {
      home: done.filter((m) => m.home > m.away).length,
      away: done.filter((m) => m.away > m.home).length,
    };
  };
  const currentMap = (s: MapsState) => {
    const m = s.maps[s.maps.length - 1] as { home: number; away: number };
    const fresh = mapWinChance(s.p);
    if (s.finished) return fresh;
    const lead = m.home - m.away;
    const progress =
      cfg.kind === 'rounds' ? Math.max(m.home, m.away) / 13 : s.mapClockS / cfg.mapLengthS;
    return clamp(
      fresh + lead * (cfg.kind === 'rounds' ? 0.045 : 0.012) * (0.5 + progress),
      0.02,
      0.98,
    );
  };
  const matchWin = (s: MapsState) => {
    const won = wonMaps(s);
    const now = currentMap(s);
    const fresh = mapWinChance(s.p);
    const go = (h: number, a: number, first: boolean): number => {
      if (h === 2) return 1;
      if (a === 2) return 0;
      const p = first ? now : fresh;
      return p * go(h + 1, a, false) + (1 - p) * go(h, a + 1, false);
    };
    return go(won.home, won.away, true);
  };
  /** A map about to start; in a MOBA its objective is fought for 35-65 % into the map. */
  const newMap = (rng: Rng): MapScore =>
    cfg.kind === 'kills'
      ? { home: 0, away: 0, objectiveAtS: Math.round(cfg.mapLengthS * (0.35 + rng.next() * 0.3)) }
      : { home: 0, away: 0 };
  const view = (s: MapsState): MapsView => ({
    kind: cfg.kind,
    p: s.p,
    maps: s.maps,
    mapClockS: s.mapClockS,
    mapLengthS: cfg.mapLengthS,
    secondsPerEvent: cfg.secondsPerEvent,
    finished: s.finished,
    now: currentMap(s),
    fresh: mapWinChance(s.p),
  });
  return {
    sportKey: cfg.sportKey,
    expectedDurationS: cfg.mapLengthS * 2.5,
    createState: (rng) => ({
      p: clamp(0.5 + rng.normal() * 0.05, 0.38, 0.62),
      maps: [newMap(rng)],
      clockS: 0,
      mapClockS: 0,
      finished: false,
    }),
    drift: (s, rng) => ({ ...s, p: clamp(s.p + rng.normal() * 0.002, 0.38, 0.62) }),
    advance(s, dt, rng) {
      if (s.finished) return { state: s, events: [] };
      const events: SimEvent[] = [];
      let state: MapsState = { ...s, maps: s.maps.map((m) => ({ ...m })) };
      state.clockS += dt;
      state.mapClockS += dt;
      const map = state.maps[state.maps.length - 1] as MapScore;
      if (rng.chance(dt / cfg.secondsPerEvent)) {
        const side = rng.chance(state.p) ? 'home' : 'away';
        map[side] += 1;
        map.first ??= side;
        if (cfg.kind === 'rounds' && map[side] === OBJECTIVE_ROUNDS) map.objective ??= side;
        events.push({ kind: 'score', side, points: 1 });
      }
      if (
        map.objective === undefined &&
        map.objectiveAtS !== undefined &&
        state.mapClockS >= map.objectiveAtS
      )
        map.objective = rng.chance(objectiveChance(state.p, map.home - map.away)) ? 'home' : 'away';
      const over =
        cfg.kind === 'rounds'
          ? (map.home >= 13 || map.away >= 13) && Math.abs(map.home - map.away) >= 2
          : state.mapClockS >= cfg.mapLengthS && map.home !== map.away;
      if (over) {
        events.push({ kind: 'period_end', period: state.maps.length });
        const won = { home: 0, away: 0 };
        for (const m of state.maps) won[m.home > m.away ? 'home' : 'away'] += 1;
        if (won.home === 2 || won.away === 2) {
          state = { ...state, finished: true };
          events.push({ kind: 'finished' });
        } else {
          state.maps.push(newMap(rng));
          state.mapClockS = 0;
          events.push({ kind: 'period_start', period: state.maps.length });
        }
      }
      return { state, events };
    },
    isFinished: (s) => s.finished,
    statistics(s): MatchStatistics {
      const started = s.clockS > 0 || s.finished;
      return {
        clock:
          started && cfg.kind === 'kills'
            ? {
                match_time: clockText(s.mapClockS),
                stoppage_time: null,
                stoppage_time_announced: null,
                remaining_time: null,
                remaining_time_in_period: null,
                stopped: s.finished,
                clock_updated_at: null,
              }
            : null,
        total_score: started ? wonMaps(s) : null,
        game_score:
          started && !s.finished
            ? { ...(s.maps[s.maps.length - 1] as { home: number; away: number }) }
            : null,
        period_score: started
          ? s.maps.map((m, i) => ({
              home: m.home,
              away: m.away,
              period_key: `map_${i + 1}`,
              period_name: `${ordinal(i + 1)} map`,
              number: i + 1,
              type: 'regular_period' as const,
            }))
          : [],
        current_server: null,
        max_period_number: 3,
      };
    },
    markets(s) {
      const home = matchWin(s);
      const map = currentMap(s);
      const won = wonMaps(s);
      const fresh = mapWinChance(s.p);
      // Exactly 2-0 either way means under 2.5 maps.
      const under =
        won.home + won.away === 0
          ? map * fresh + (1 - map) * (1 - fresh)
          : won.home + won.away === 1
            ? won.home === 1
              ? map
              : 1 - map
            : 0;
      return [
        twoWayMarket({ id: 186, name: 'Winner' }, home),
        {
          id: 330,
          specifier: 'total=2.5',
          name: 'Total maps 2.5',
          groups: ['totals'],
          priority: 3,
          customBetGroups: ['totals'],
          closed: won.home + won.away >= 2,
          outcomes: [
            { id: '12', name: 'Over 2.5', probability: 1 - under },
            { id: '13', name: 'Under 2.5', probability: under },
          ],
        },
        ...mapsMarkets(view(s)),
      ] satisfies PricedMarket[];
    },
    results(s) {
      // A match offers the same types and specifiers from start to end.
      const offered = [
        { id: 186, specifier: '' },
        { id: 330, specifier: 'total=2.5' },
        ...mapsMarkets(view(s)),
      ];
      return mapsResults(offered, s.maps);
    },
  };
}

export const cs2Model = mapsModel({
  sportKey: 'cs2',
  kind: 'rounds',
  secondsPerEvent: 105,
  mapLengthS: 45 * 60,
});
export const dota2Model = mapsModel({
  sportKey: 'dota2',
  kind: 'kills',
  secondsPerEvent: 55,
  mapLengthS: 38 * 60,
});
export const lolModel = mapsModel({
  sportKey: 'lol',
  kind: 'kills',
  secondsPerEvent: 70,
  mapLengthS: 32 * 60,
});
