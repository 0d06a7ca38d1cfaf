import { describe, expect, it } from 'vitest';
import {
  POINTS_MARKET as M,
  RACE_NEITHER,
  settlePointsMarket,
  type PointsFacts,
} from './points-settlement';

const facts = (over: Partial<PointsFacts> = {}): PointsFacts => ({
  // 80:75 after regulation (quarters 20:18, 22:20, 18:19, 20:18), then an overtime of 10:8.
  periods: [
    { home: 20, away: 18 },
    { home: 22, away: 20 },
    { home: 18, away: 19 },
    { home: 20, away: 18 },
    { home: 10, away: 8 },
  ],
  races: { '20': 'home', '40': 'away' },
  players: { 'Adam Berg': { points: 21, rebounds: 7, assists: 4 }, 'Leon Dahl': null },
  ...over,
});

const settle = (id: number, specifier: string, f = facts()) =>
  Object.fromEntries(
    [...(settlePointsMarket(id, specifier, f) ?? [])].map(([outcome, s]) => [outcome, s.result]),
  );

describe('basketball market settlement', () => {
  it('match markets include overtime; whole lines that land are pushed', () => {
    expect(settle(M.winner, '')).toEqual({ 4: 'win', 5: 'lose' });
    expect(settle(M.total, 'total=172.5')).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(M.total, 'total=173')).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.handicap, 'hcp=-5')).toEqual({ 1714: 'win', 1715: 'lose' });
    expect(settle(M.handicap, 'hcp=-7')).toEqual({ 1714: 'void', 1715: 'void' });
    expect(settle(M.homeTotal, 'total=89.5')).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(M.awayTotal, 'total=83')).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.oddEven, '')).toEqual({ 70: 'win', 72: 'lose' });
    expect(settlePointsMarket(M.total, 'total=173', facts())?.get('12')).toEqual({
      result: 'void',
      voidFactor: 1,
    });
  });

  it('halves and quarters count regulation time only, and a level period is a draw', () => {
    expect(settle(M.firstHalfResult, '')).toEqual({ 1: 'win', 2: 'lose', 3: 'lose' });
    expect(settle(M.firstHalfTotal, 'total=80')).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.firstHalfHandicap, 'hcp=-4.5')).toEqual({ 1714: 'lose', 1715: 'win' });
    // 2nd half 38:37; the overtime's 10:8 is not part of it.
    expect(settle(M.secondHalfTotal, 'total=75.5')).toEqual({ 12: 'lose', 13: 'win' });
    expect(settle(M.secondHalfHandicap, 'hcp=-1')).toEqual({ 1714: 'void', 1715: 'void' });
    expect(settle(M.secondHalfResult, '')).toEqual({ 1: 'win', 2: 'lose', 3: 'lose' });
    const level = facts({ periods: [{ home: 20, away: 20 }, ...facts().periods.slice(1)] });
    expect(settle(M.quarterResult, 'quarternr=1', level)).toEqual({
      1: 'lose',
      2: 'win',
      3: 'lose',
    });
    expect(settle(M.quarterResult, 'quarternr=3')).toEqual({ 1: 'lose', 2: 'lose', 3: 'win' });
    expect(settle(M.quarterTotal, 'quarternr=4|total=37.5')).toEqual({ 12: 'win', 13: 'lose' });
    expect(settlePointsMarket(M.quarterTotal, 'quarternr=5|total=20.5', facts())).toBeNull();
  });

  it('races: the team that reached the target first, or neither', () => {
    expect(settle(M.raceTo, 'pointnr=20')).toEqual({ 4: 'win', 5: 'lose', [RACE_NEITHER]: 'lose' });
    expect(settle(M.raceTo, 'pointnr=40')).toEqual({ 4: 'lose', 5: 'win', [RACE_NEITHER]: 'lose' });
    expect(settle(M.raceTo, 'pointnr=100')).toEqual({
      4: 'lose',
      5: 'lose',
      [RACE_NEITHER]: 'win',
    });
  });

  it('player lines: over/under the box score, a push on a whole line, void for a player who did not play', () => {
    expect(settle(M.playerPoints, 'player=Adam Berg|total=19.5')).toEqual({
      12: 'win',
      13: 'lose',
    });
    expect(settle(M.playerRebounds, 'player=Adam Berg|total=7')).toEqual({
      12: 'void',
      13: 'void',
    });
    expect(settle(M.playerAssists, 'player=Adam Berg|total=4.5')).toEqual({
      12: 'lose',
      13: 'win',
    });
    expect(settle(M.playerPoints, 'player=Leon Dahl|total=12.5')).toEqual({
      12: 'void',
      13: 'void',
    });
    expect(
      settlePointsMarket(M.playerPoints, 'player=Leon Dahl|total=12.5', facts())?.get('13'),
    ).toEqual({
      result: 'void',
      voidFactor: 1,
    });
    // A player the match does not know is not settled by these rules.
    expect(settlePointsMarket(M.playerPoints, 'player=Nobody|total=1.5', facts())).toBeNull();
  });

  it('knows nothing of other market types', () => {
    expect(settlePointsMarket(1, '', facts())).toBeNull();
  });
});
