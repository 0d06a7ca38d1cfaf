// T20 cricket: two innings of up to 120 balls or 10 wickets; the chase is priced against the target.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { PricedMarket, SettledOutcome, SimEvent, SportModel } from '../sport-model';
import { clamp, normalCdf } from './maths';
import { twoWayMarket } from './market-shapes';

export interface CricketState {
  /** Expected runs per ball for each side. */
  rateHome: number;
  rateAway: number;
  innings: { runs: number; wickets: number; balls: number }[];
  clockS: number;
  finished: boolean;
}

const BALLS = 120;
const SECONDS_PER_BALL = 45;
// Runs per ball: 0, 1, 2, 3, 4, 6 and a wicket, as frequencies (mean ≈ 1.3).
const OUTCOMES: [runs: number | 'W', weight: number][] = [
  [0, 36],
  [1, 34],
  [2, 9],
  [3, 1],
  [4, 11],
  [6, 4.5],
  ['W', 4.5],
];
const RUNS_SD_PER_INNINGS = 24;

const overs = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

function expectedRest(rate: number, inning: { wickets: number; balls: number }) {
  const ballsLeft = BALLS - inning.balls;
  // Fewer wickets in hand, slower scoring.
  return rate * ballsLeft * (1 - inning.wickets / 14);
}

export const cricketModel: SportModel<CricketState> = {
  sportKey: 'cricket',
  expectedDurationS: 2 * BALLS * SECONDS_PER_BALL + 20 * 60,
  createState: (rng) => {
    const edge = clamp(rng.normal() * 0.06, -0.15, 0.15);
    return {
      rateHome: 1.33 + edge,
      rateAway: 1.33 - edge,
      innings: [{ runs: 0, wickets: 0, balls: 0 }],
      clockS: 0,
      finished: false,
    };
  },
  drift: (s, rng) => ({ ...s, rateHome: s.rateHome + rng.normal() * 0.002 }),
  advance(s, dt, rng) {
    if (s.finished) return { state: s, events: [] };
    const events: SimEvent[] = [];
    let state: CricketState = {
      ...s,
      innings: s.innings.map((i) => ({ ...i })),
      clockS: s.clockS + dt,
    };
    const balls =
      Math.floor(state.clockS / SECONDS_PER_BALL) - Math.floor(s.clockS / SECONDS_PER_BALL);
    for (let b = 0; b < balls && !state.finished; b += 1) {
      const index = state.innings.length - 1;
      const inning = state.innings[index] as CricketState['innings'][number];
      const side = index === 0 ? 'home' : 'away';
      const rate = index === 0 ? state.rateHome : state.rateAway;
      const weight = OUTCOMES.reduce((sum, [, w]) => sum + w, 0);
      let r = rng.next() * weight * (1.33 / rate);
      let outcome: number | 'W' = 0;
      for (const [value, w] of OUTCOMES)
        if ((r -= w) < 0) {
          outcome = value;
          break;
        }
      inning.balls += 1;
      if (outcome === 'W') {
        inning.wickets += 1;
        events.push({ kind: 'danger', side, seconds: 30 });
      } else {
        inning.runs += outcome;
        if (outcome >= 4) events.push({ kind: 'score', side, points: outcome });
      }
      const chaseWon = index === 1 && inning.runs > (state.innings[0]?.runs ?? 0);
      if (inning.balls >= BALLS || inning.wickets >= 10 || chaseWon) {
        events.push({ kind: 'period_end', period: index + 1 });
        if (index === 0) {
          state.innings.push({ runs: 0, wickets: 0, balls: 0 });
          events.push({ kind: 'period_start', period: 2 });
        } else {
          state = { ...state, finished: true };
          events.push({ kind: 'finished' });
        }
      }
    }
    return { state, events };
  },
  isFinished: (s) => s.finished,
  statistics(s): MatchStatistics {
    const started = s.clockS > 0 || s.finished;
    const [first, second] = s.innings;
    return {
      clock: null,
      total_score: started ? { home: first?.runs ?? 0, away: second?.runs ?? 0 } : null,
      game_score: null,
      period_score: started
        ? s.innings.map((inning, i) => ({
            home: i === 0 ? inning.runs : 0,
            away: i === 1 ? inning.runs : 0,
            period_key: `innings_${i + 1}`,
            period_name: `Innings ${i + 1} (${inning.wickets} wkts, ${overs(inning.balls)} ov)`,
            number: i + 1,
            type: 'regular_period' as const,
          }))
        : [],
      current_server: null,
      max_period_number: 2,
    };
  },
  markets(s) {
    const [first, second] = s.innings as [
      CricketState['innings'][number],
      CricketState['innings'][number] | undefined,
    ];
    const projectedFirst = first.runs + (second ? 0 : expectedRest(s.rateHome, first));
    const firstFrac = second ? 0 : (BALLS - first.balls) / BALLS;
    const chase = second ?? { runs: 0, wickets: 0, balls: 0 };
    const projectedChase = chase.runs + expectedRest(s.rateAway, chase);
    const chaseFrac = (BALLS - chase.balls) / BALLS;
    const sd = RUNS_SD_PER_INNINGS * Math.sqrt(firstFrac + chaseFrac + 0.01);
    const home = normalCdf((projectedFirst - projectedChase) / sd);
    const line = Math.round(projectedFirst) + 0.5;
    const firstSd = RUNS_SD_PER_INNINGS * Math.sqrt(firstFrac + 0.001);
    const over = 1 - normalCdf((line - projectedFirst) / firstSd);
    return [
      twoWayMarket({ id: 340, name: 'Winner (incl. super over)' }, home),
      {
        id: 605,
        specifier: `inningnr=1|total=${line}`,
        name: `1st innings runs ${line}`,
        groups: ['totals'],
        priority: 2,
        customBetGroups: [],
        closed: !!second,
        outcomes: [
          { id: '12', name: `Over ${line}`, probability: over },
          { id: '13', name: `Under ${line}`, probability: 1 - over },
        ],
      },
    ] satisfies PricedMarket[];
  },
  results(s) {
    const [first, second] = s.innings;
    const out = new Map<string, Map<string, SettledOutcome>>();
    const homeWon = (first?.runs ?? 0) > (second?.runs ?? 0);
    // A tie goes to the super over; the simulator settles it as a coin flip already folded into the runs.
    out.set(
      '340|',
      new Map([
        ['4', { result: homeWon ? 'win' : 'lose' }],
        ['5', { result: homeWon ? 'lose' : 'win' }],
      ]),
    );
    for (let line = 50.5; line < 300; line += 1) {
      const overWon = (first?.runs ?? 0) > line;
      out.set(
        `605|inningnr=1|total=${line}`,
        new Map([
          ['12', { result: overWon ? 'win' : 'lose' }],
          ['13', { result: overWon ? 'lose' : 'win' }],
        ]),
      );
    }
    return out;
  },
};
