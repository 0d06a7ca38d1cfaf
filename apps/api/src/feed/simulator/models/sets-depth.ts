// The deeper tennis markets, priced from the same point model as the match winner: the exact
// distribution of each set's final score (game by game from the server's point chance, a
// tiebreak at 6:6), chained set after set with the serve passed on, gives every path of the
// match. Set betting, games handicaps and totals, each set's winner and games, the tie-break and
// the next game all come from those paths (tennis-markets.ts).
import { holdGame, race } from './sets-maths';

type Side = 'home' | 'away';
type Score = { home: number; away: number };
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** What the tennis depth needs of the match: serve chances and the score with each game's winner. */
export interface TennisView {
  pHome: number;
  pAway: number;
  /** Games of each set, the current one last. */
  sets: Score[];
  points: Score;
  server: Side;
  finished: boolean;
  /** Winner of each game per set: "h" or "a". */
  games: string[];
}

/** Lines fixed when the match is created. */
export interface TennisLines {
  gameHandicaps: number[];
  totalGames: number[];
  teamGames: Record<Side, number>;
  setGames: number;
}

const SETS_TO_WIN = 2;

/** Final scores of a set from (games, server, points of the game under way) → probability. */
/** Games and tiebreaks from love, by point chance: the same few chances recur every tick. */
const fromLove = new Map<string, number>();
function cached(key: string, compute: () => number): number {
  let value = fromLove.get(key);
  if (value === undefined) {
    if (fromLove.size > 5000) fromLove.clear();
    fromLove.set(key, (value = compute()));
  }
  return value;
}

function setScores(v: TennisView, from: Score, server: Side, points: Score | null) {
  const out = new Map<string, { score: Score; next: Side; p: number }>();
  const tiebreak = (v.pHome + 1 - v.pAway) / 2;
  let level = new Map([[`${from.home}:${from.away}:${server}`, { ...from, server, p: 1 }]]);
  let first = true;
  const finish = (score: Score, next: Side, p: number) => {
    const key = `${score.home}:${score.away}`;
    const known = out.get(key);
    if (known) known.p += p;
    else out.set(key, { score, next, p });
  };
  while (level.size > 0) {
    const next = new Map<string, { home: number; away: number; server: Side; p: number }>();
    for (const s of level.values()) {
      const pts = first && points ? points : { home: 0, away: 0 };
      if (s.home === 6 && s.away === 6) {
        const home =
          pts.home + pts.away === 0
            ? cached(`t${tiebreak}`, () => race(tiebreak, 7, 0, 0))
            : race(tiebreak, 7, pts.home, pts.away);
        finish({ home: 7, away: 6 }, other(s.server), s.p * home);
        finish({ home: 6, away: 7 }, other(s.server), s.p * (1 - home));
        continue;
      }
      const p = s.server === 'home' ? v.pHome : 1 - v.pAway;
      const serve = s.server === 'home' ? p : 1 - p;
      const hold =
        pts.home + pts.away === 0
          ? cached(`h${serve}`, () => holdGame(serve, 0, 0))
          : s.server === 'home'
            ? holdGame(p, pts.home, pts.away)
            : holdGame(1 - p, pts.away, pts.home);
      const homeGame = s.server === 'home' ? hold : 1 - hold;
      for (const [h, a, q] of [
        [s.home + 1, s.away, homeGame],
        [s.home, s.away + 1, 1 - homeGame],
      ] as const) {
        const after = other(s.server);
        if ((h >= 6 && h - a >= 2) || (a >= 6 && a - h >= 2)) {
          finish({ home: h, away: a }, after, s.p * q);
          continue;
        }
        const key = `${h}:${a}:${after}`;
        const known = next.get(key);
        if (known) known.p += s.p * q;
        else next.set(key, { home: h, away: a, server: after, p: s.p * q });
      }
    }
    level = next;
    first = false;
  }
  return [...out.values()];
}

/** Everything the markets need, summed over every path of the match from now on. */
export interface TennisPaths {
  home: number;
  correct: Map<string, number>;
  /** Total games of the match (home:away) → probability. */
  games: Map<string, number>;
  tiebreak: number;
  /** Per set: chance it is played, home wins it, and its games → probability. */
  sets: { played: number; home: number; games: Map<number, number> }[];
  nextGameHome: number;
}

/** A fresh set's final scores by the players' serve chances and the first server. */
const freshSets = new Map<string, ReturnType<typeof setScores>>();

export function tennisPaths(v: TennisView): TennisPaths {
  const done = v.finished ? v.sets : v.sets.slice(0, -1);
  const current = v.finished ? null : (v.sets[v.sets.length - 1] ?? { home: 0, away: 0 });
  const paths: TennisPaths = {
    home: 0,
    correct: new Map(),
    games: new Map(),
    tiebreak: 0,
    sets: [0, 1, 2].map(() => ({ played: 0, home: 0, games: new Map() })),
    nextGameHome: 0,
  };
  const freshFor = (server: Side) => {
    const key = `${v.pHome}:${v.pAway}:${server}`;
    let dist = freshSets.get(key);
    if (!dist) {
      if (freshSets.size > 2000) freshSets.clear();
      freshSets.set(key, (dist = setScores(v, { home: 0, away: 0 }, server, null)));
    }
    return dist;
  };
  const add = <K>(map: Map<K, number>, key: K, p: number) => map.set(key, (map.get(key) ?? 0) + p);
  /** Sets played so far, merged by what the rest of the match depends on or the markets count. */
  interface Node {
    won: Score;
    games: Score;
    tiebreak: boolean;
    server: Side;
    p: number;
  }
  const record = (index: number, set: Score, p: number) => {
    const stats = paths.sets[index];
    if (!stats) return;
    stats.played += p;
    if (set.home > set.away) stats.home += p;
    add(stats.games, set.home + set.away, p);
  };
  const start: Node = {
    won: { home: 0, away: 0 },
    games: { home: 0, away: 0 },
    tiebreak: false,
    server: v.server,
    p: 1,
  };
  done.forEach((set, i) => {
    record(i, set, 1);
    start.won[set.home > set.away ? 'home' : 'away'] += 1;
    start.games.home += set.home;
    start.games.away += set.away;
    start.tiebreak ||= Math.min(set.home, set.away) === 6;
  });
  let level = [start];
  for (let index = done.length; level.length > 0; index += 1) {
    const next = new Map<string, Node>();
    for (const node of level) {
      const won = node.won;
      if (won.home === SETS_TO_WIN || won.away === SETS_TO_WIN) {
        if (won.home > won.away) paths.home += node.p;
        add(paths.correct, `${won.home}:${won.away}`, node.p);
        add(paths.games, `${node.games.home}:${node.games.away}`, node.p);
        if (node.tiebreak) paths.tiebreak += node.p;
        continue;
      }
      const dist =
        index === done.length && current
          ? setScores(v, current, node.server, v.points)
          : freshFor(node.server);
      for (const end of dist) {
        const p = node.p * end.p;
        const set = end.score;
        record(index, set, p);
        const after: Node = {
          won: {
            home: won.home + (set.home > set.away ? 1 : 0),
            away: won.away + (set.away > set.home ? 1 : 0),
          },
          games: { home: node.games.home + set.home, away: node.games.away + set.away },
          tiebreak: node.tiebreak || Math.min(set.home, set.away) === 6,
          server: end.next,
          p,
        };
        const key = `${after.won.home}${after.won.away}${after.server}${after.games.home}:${after.games.away}${after.tiebreak}`;
        const known = next.get(key);
        if (known) known.p += p;
        else next.set(key, after);
      }
    }
    level = [...next.values()];
  }
  if (current) {
    const tb = current.home === 6 && current.away === 6;
    const p = v.server === 'home' ? v.pHome : 1 - v.pAway;
    const hold =
      v.server === 'home'
        ? holdGame(p, v.points.home, v.points.away)
        : holdGame(1 - p, v.points.away, v.points.home);
    paths.nextGameHome = tb
      ? race((v.pHome + 1 - v.pAway) / 2, 7, v.points.home, v.points.away)
      : v.server === 'home'
        ? hold
        : 1 - hold;
  }
  return paths;
}

export const split = (key: string) => key.split(':').map(Number) as [number, number];

/** Lines near the middle of the prematch distribution. */
export function tennisLines(v: TennisView): TennisLines {
  const paths = tennisPaths(v);
  const median = (value: (h: number, a: number) => number) => {
    const dist = [...paths.games].map(([k, p]) => ({ x: value(...split(k)), p }));
    dist.sort((a, b) => a.x - b.x);
    let acc = 0;
    for (const d of dist) if ((acc += d.p) >= 0.5) return d.x;
    return 0;
  };
  const margin = median((h, a) => h - a);
  const total = median((h, a) => h + a);
  return {
    gameHandicaps: [-margin - 2.5, -margin - 0.5, -margin + 1.5],
    totalGames: [total - 2.5, total - 0.5, total + 1.5],
    teamGames: { home: median((h) => h) - 0.5, away: median((_, a) => a) - 0.5 },
    setGames: 9.5,
  };
}
