// The tennis markets from the paths of the match (sets-depth.ts); results by the domain's rules.
import { BEST_OF_THREE_SCORES, SETS_MARKET as M, settleSetsMarket } from '@sportsbook/domain';
import type { PricedMarket, SettledOutcome } from '../sport-model';
import { ordinal } from './maths';
import { overUnder, twoWayMarket } from './market-shapes';
import { split, tennisPaths, type TennisLines, type TennisView } from './sets-depth';

const sumWhere = <K>(map: Map<K, number>, test: (key: K) => boolean) =>
  [...map].reduce((sum, [key, p]) => (test(key) ? sum + p : sum), 0);
const fmt = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Every tennis market at this moment of the match. */
export function tennisMarkets(v: TennisView, lines: TennisLines): PricedMarket[] {
  const paths = tennisPaths(v);
  const setsWon = {
    home: v.sets.filter((s, i) => (i < v.sets.length - 1 || v.finished) && s.home > s.away).length,
    away: v.sets.filter((s, i) => (i < v.sets.length - 1 || v.finished) && s.away > s.home).length,
  };
  const now = v.sets.reduce((a, s) => ({ home: a.home + s.home, away: a.away + s.away }), {
    home: 0,
    away: 0,
  });
  const gameList = [...paths.games].map(([key, p]) => {
    const [h, a] = split(key);
    return { h, a, p };
  });
  const games = (test: (h: number, a: number) => boolean) =>
    gameList.reduce((sum, g) => (test(g.h, g.a) ? sum + g.p : sum), 0);
  const setIndex = v.sets.length - 1;
  const markets: PricedMarket[] = [
    { ...twoWayMarket({ id: M.winner, name: 'Winner' }, paths.home), closed: v.finished },
    {
      id: M.correctScore,
      specifier: '',
      name: 'Correct score (sets)',
      groups: ['sets'],
      priority: 3,
      customBetGroups: [],
      closed: v.finished,
      outcomes: BEST_OF_THREE_SCORES.map((id) => ({
        id,
        name: id,
        probability: paths.correct.get(id) ?? 0,
      })),
    },
  ];
  for (const hcp of lines.gameHandicaps) {
    const home = games((h, a) => h - a > -hcp);
    markets.push({
      id: M.gameHandicap,
      specifier: `hcp=${hcp}`,
      name: `Game handicap ${fmt(hcp)}`,
      groups: ['handicaps'],
      priority: 4,
      customBetGroups: ['handicaps'],
      closed: v.finished,
      outcomes: [
        { id: '1714', name: `1 (${fmt(hcp)})`, probability: home },
        { id: '1715', name: `2 (${fmt(-hcp)})`, probability: 1 - home },
      ],
    });
  }
  const homeTwoNil = paths.correct.get('2:0') ?? 0;
  markets.push({
    id: M.setHandicap,
    specifier: 'hcp=-1.5',
    name: 'Set handicap -1.5',
    groups: ['handicaps'],
    priority: 4,
    customBetGroups: ['handicaps'],
    closed: v.finished || setsWon.away > 0 || setsWon.home === 2,
    outcomes: [
      { id: '1714', name: '1 (-1.5)', probability: homeTwoNil },
      { id: '1715', name: '2 (+1.5)', probability: 1 - homeTwoNil },
    ],
  });
  for (const line of lines.totalGames)
    markets.push(
      overUnder(
        M.totalGames,
        `total=${line}`,
        `Total games ${line}`,
        line,
        games((h, a) => h + a > line),
        ['totals'],
        v.finished || now.home + now.away > line,
      ),
    );
  for (const side of ['home', 'away'] as const) {
    const line = lines.teamGames[side];
    markets.push(
      overUnder(
        side === 'home' ? M.homeTotalGames : M.awayTotalGames,
        `total=${line}`,
        `${side} total games ${line}`,
        line,
        games((h, a) => (side === 'home' ? h : a) > line),
        ['totals'],
        v.finished || now[side] > line,
      ),
    );
  }
  const odd = games((h, a) => (h + a) % 2 === 1);
  markets.push({
    id: M.oddEvenGames,
    specifier: '',
    name: 'Total games odd/even',
    groups: ['totals'],
    priority: 8,
    customBetGroups: [],
    closed: v.finished,
    outcomes: [
      { id: '70', name: 'Odd', probability: odd },
      { id: '72', name: 'Even', probability: 1 - odd },
    ],
  });
  const tiebreakPlayed = v.sets.some((s) => Math.min(s.home, s.away) === 6);
  markets.push({
    id: M.tiebreakInMatch,
    specifier: '',
    name: 'Tie-break in the match',
    groups: ['main'],
    priority: 5,
    customBetGroups: ['games'],
    closed: v.finished || tiebreakPlayed,
    outcomes: [
      { id: '74', name: 'Yes', probability: paths.tiebreak },
      { id: '76', name: 'No', probability: 1 - paths.tiebreak },
    ],
  });
  const three = paths.correct.get('2:1') ?? 0;
  const threeAway = paths.correct.get('1:2') ?? 0;
  markets.push(
    overUnder(
      M.totalSets,
      'total=2.5',
      'Total sets 2.5',
      2.5,
      three + threeAway,
      ['sets'],
      v.finished || setsWon.home + setsWon.away >= 2 || (setsWon.home === 1 && setsWon.away === 1),
    ),
  );
  paths.sets.forEach((set, i) => {
    const n = i + 1;
    // A set already over, or one that will not be played, is closed.
    const closed = v.finished || i < setIndex || set.played < 1e-9;
    markets.push({
      ...twoWayMarket(
        {
          id: M.setWinner,
          name: `${ordinal(n)} set winner`,
          specifier: `setnr=${n}`,
          groups: ['sets'],
          priority: 2,
          customBetGroups: ['sets'],
        },
        set.played > 0 ? set.home / set.played : 0.5,
      ),
      closed,
    });
    const line = lines.setGames;
    const over = set.played > 0 ? sumWhere(set.games, (g) => g > line) / set.played : 0.5;
    const sofar = i === setIndex ? (v.sets[i]?.home ?? 0) + (v.sets[i]?.away ?? 0) : 0;
    markets.push(
      overUnder(
        M.setTotalGames,
        `setnr=${n}|total=${line}`,
        `${ordinal(n)} set - total games ${line}`,
        line,
        over,
        ['sets'],
        closed || sofar > line,
      ),
    );
  });
  // The next game; the games already played in this set (and the last of the set before) close.
  const gameNr = (v.games[setIndex] ?? '').length + 1;
  const gameMarket = (setnr: number, gamenr: number, home: number, closed: boolean) => ({
    ...twoWayMarket(
      {
        id: M.gameWinner,
        name: `${ordinal(setnr)} set - ${ordinal(gamenr)} game winner`,
        specifier: `setnr=${setnr}|gamenr=${gamenr}`,
        groups: ['sets'],
        priority: 3,
        customBetGroups: [],
      },
      home,
    ),
    closed,
  });
  if (!v.finished) markets.push(gameMarket(setIndex + 1, gameNr, paths.nextGameHome, false));
  for (let g = 1; g < gameNr; g += 1) markets.push(gameMarket(setIndex + 1, g, 0.5, true));
  const before = v.games[setIndex - 1];
  if (gameNr === 1 && before) markets.push(gameMarket(setIndex, before.length, 0.5, true));
  return markets;
}

/** Results of every market the match offered (each game's winner too) by the domain's rules. */
export function tennisResults(
  v: TennisView,
  lines: TennisLines,
): Map<string, Map<string, SettledOutcome>> {
  const out = new Map<string, Map<string, SettledOutcome>>();
  const keys = tennisMarkets(v, lines).map((m) => ({ id: m.id, specifier: m.specifier }));
  v.games.forEach((log, i) => {
    for (let g = 1; g <= log.length; g += 1)
      keys.push({ id: M.gameWinner, specifier: `setnr=${i + 1}|gamenr=${g}` });
  });
  for (const market of keys) {
    const settled = settleSetsMarket(market.id, market.specifier, { sets: v.sets, games: v.games });
    if (settled) out.set(`${market.id}|${market.specifier}`, settled);
  }
  return out;
}
