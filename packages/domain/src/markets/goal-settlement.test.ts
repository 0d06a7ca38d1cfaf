import { describe, expect, it } from 'vitest';
import { GOAL_MARKET as M, settleGoalMarket, settleLine } from './goal-settlement';

/** Results by outcome id as a plain object, for readable expectations. */
const settle = (id: number, specifier: string, ...halves: [number, number][]) =>
  Object.fromEntries(
    [
      ...(settleGoalMarket(
        id,
        specifier,
        halves.map(([home, away]) => ({ home, away })),
      ) ?? []),
    ].map(([outcome, s]) => [outcome, s.result]),
  );

describe('goal market settlement', () => {
  it('settles lines: half lines win or lose, whole lines push, quarter lines split', () => {
    expect(settleLine(3, 2.5)).toEqual({ result: 'win' });
    expect(settleLine(2, 2)).toEqual({ result: 'void', voidFactor: 1 });
    expect(settleLine(3, 2.25).result).toBe('win');
    expect(settleLine(2, 2.25).result).toBe('half_lose');
    expect(settleLine(3, 2.75).result).toBe('half_win');
    expect(settleLine(2, 2.75).result).toBe('lose');
    expect(settleLine(0, -0.25).result).toBe('half_win');
  });

  it('1X2, double chance and draw no bet (void on a draw)', () => {
    expect(settle(M.result, '', [1, 0], [0, 1])).toEqual({ 1: 'lose', 2: 'win', 3: 'lose' });
    expect(settle(M.doubleChance, '', [2, 0], [0, 1])).toEqual({ 9: 'win', 10: 'win', 11: 'lose' });
    expect(settle(M.drawNoBet, '', [1, 1], [0, 0])).toEqual({ 4: 'void', 5: 'void' });
    expect(settle(M.drawNoBet, '', [0, 1], [0, 0])).toEqual({ 4: 'lose', 5: 'win' });
  });

  it('totals, team totals, odd/even and both teams to score on the full time score', () => {
    expect(settle(M.total, 'total=2.5', [1, 1], [1, 0])).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(M.total, 'total=2.25', [1, 1], [0, 0])).toEqual({
      12: 'half_lose',
      13: 'half_win',
    });
    expect(settle(M.homeTotal, 'total=1.5', [1, 3], [1, 0])).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(M.awayTotal, 'total=0.5', [1, 0], [1, 0])).toEqual({ 12: 'lose', 13: 'win' });
    expect(settle(M.oddEven, '', [1, 0], [1, 1])).toEqual({ 70: 'win', 72: 'lose' });
    expect(settle(M.bothTeamsToScore, '', [1, 0], [0, 1])).toEqual({ 74: 'win', 76: 'lose' });
  });

  it('handicaps from the home side’s line, the away side taking it turned round', () => {
    expect(settle(M.handicap, 'hcp=-1.5', [2, 0], [0, 1])).toEqual({ 1714: 'lose', 1715: 'win' });
    expect(settle(M.handicap, 'hcp=-1', [2, 0], [0, 1])).toEqual({ 1714: 'void', 1715: 'void' });
    expect(settle(M.handicap, 'hcp=-0.75', [1, 0], [0, 0])).toEqual({
      1714: 'half_win',
      1715: 'half_lose',
    });
    expect(settle(M.handicap, 'hcp=0.5', [0, 0], [0, 0])).toEqual({ 1714: 'win', 1715: 'lose' });
  });

  it('correct score: the exact score, "other" for a score beyond the grid', () => {
    const twoOne = settle(M.correctScore, '', [1, 0], [1, 1]);
    expect(Object.entries(twoOne).filter(([, r]) => r === 'win')).toEqual([['2:1', 'win']]);
    expect(Object.keys(twoOne)).toHaveLength(26);
    const big = settle(M.correctScore, '', [3, 0], [2, 0]);
    expect(Object.entries(big).filter(([, r]) => r === 'win')).toEqual([['other', 'win']]);
  });

  it('half results: half-time/full-time, each half’s 1X2, totals and both to score, best half', () => {
    const htft = settle(M.halftimeFulltime, '', [0, 1], [2, 0]);
    expect(Object.entries(htft).filter(([, r]) => r === 'win')).toEqual([['2/1', 'win']]);
    expect(settle(M.firstHalfResult, '', [0, 1], [2, 0])).toMatchObject({ 3: 'win' });
    expect(settle(M.secondHalfResult, '', [0, 1], [2, 0])).toMatchObject({ 1: 'win' });
    expect(settle(M.firstHalfTotal, 'total=0.5', [0, 0], [3, 0])).toEqual({
      12: 'lose',
      13: 'win',
    });
    expect(settle(M.secondHalfTotal, 'total=2.5', [0, 0], [3, 0])).toEqual({
      12: 'win',
      13: 'lose',
    });
    expect(settle(M.firstHalfBothTeamsToScore, '', [1, 1], [0, 0])).toEqual({
      74: 'win',
      76: 'lose',
    });
    expect(settle(M.secondHalfBothTeamsToScore, '', [1, 1], [0, 0])).toEqual({
      74: 'lose',
      76: 'win',
    });
    expect(settle(M.highestScoringHalf, '', [1, 1], [0, 2])).toEqual({
      920: 'lose',
      921: 'lose',
      922: 'win',
    });
  });

  it('half markets need two halves; unknown types have no rule', () => {
    expect(settleGoalMarket(M.halftimeFulltime, '', [{ home: 1, away: 0 }])).toBeNull();
    expect(settleGoalMarket(999, '', [{ home: 1, away: 0 }])).toBeNull();
  });
});
