// Esports best-of-three (CS2 rounds, Dota 2 and LoL kills): maps won by a strength-weighted random walk.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { PricedMarket, SettledOutcome, SimEvent, SportModel } from '../sport-model';
import { clamp, clockText, ordinal } from './maths';
import { twoWayMarket } from './market-shapes';

export interface MapsState {
  /** Chance home wins a round / a team fight. */
  p: number;
  maps: { home: number; away: number }[];
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
  return {
    sportKey: cfg.sportKey,
    expectedDurationS: cfg.mapLengthS * 2.5,
    createState: (rng) => ({
      p: clamp(0.5 + rng.normal() * 0.05, 0.38, 0.62),
      maps: [{ home: 0, away: 0 }],
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
      const map = state.maps[state.maps.length - 1] as { home: number; away: number };
      if (rng.chance(dt / cfg.secondsPerEvent)) {
        const side = rng.chance(state.p) ? 'home' : 'away';
        map[side] += 1;
        events.push({ kind: 'score', side, points: 1 });
      }
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
          state.maps.push({ home: 0, away: 0 });
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
      const n = s.maps.length;
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
        twoWayMarket(
          {
            id: 328,
            name: `${ordinal(n)} map winner`,
            specifier: `mapnr=${n}`,
            groups: ['maps'],
            priority: 2,
            customBetGroups: [],
          },
          map,
        ),
        {
          id: 330,
          specifier: 'total=2.5',
          name: 'Total maps 2.5',
          groups: ['totals'],
          priority: 3,
          customBetGroups: [],
          closed: won.home + won.away >= 2,
          outcomes: [
            { id: '12', name: 'Over 2.5', probability: 1 - under },
            { id: '13', name: 'Under 2.5', probability: under },
          ],
        },
      ] satisfies PricedMarket[];
    },
    results(s) {
      const won = wonMaps(s);
      const out = new Map<string, Map<string, SettledOutcome>>();
      const two = (a: string, b: string, first: boolean) =>
        new Map<string, SettledOutcome>([
          [a, { result: first ? 'win' : 'lose' }],
          [b, { result: first ? 'lose' : 'win' }],
        ]);
      out.set('186|', two('4', '5', won.home > won.away));
      s.maps.forEach((m, i) => out.set(`328|mapnr=${i + 1}`, two('4', '5', m.home > m.away)));
      out.set('330|total=2.5', two('12', '13', s.maps.length === 3));
      return out;
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
