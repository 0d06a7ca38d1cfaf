import { describe, expect, it } from 'vitest';
import { SETS_MARKET as M, settleSetsMarket, type SetsFacts } from './sets-settlement';

// 6:4, 6:7 (tiebreak), 6:3: home wins 2:1 in 32 games (18:14).
const threeSets: SetsFacts = {
  sets: [
    { home: 6, away: 4 },
    { home: 6, away: 7 },
    { home: 6, away: 3 },
  ],
  games: ['hahhahhhah', 'hahahahahahaa', 'hhhahhahh'],
};
// 6:2, 6:4: home wins 2:0 in 18 games.
const twoSets: SetsFacts = {
  sets: [
    { home: 6, away: 2 },
    { home: 6, away: 4 },
  ],
  games: ['hhahhhah', 'hahahahhhh'],
};

const settle = (id: number, specifier: string, facts: SetsFacts) =>
  Object.fromEntries(
    [...(settleSetsMarket(id, specifier, facts) ?? [])].map(([outcome, s]) => [outcome, s.result]),
  );

describe('tennis market settlement', () => {
  it('winner, correct score in sets and set handicap', () => {
    expect(settle(M.winner, '', threeSets)).toEqual({ 4: 'win', 5: 'lose' });
    expect(settle(M.correctScore, '', threeSets)).toEqual({
      '2:0': 'lose',
      '2:1': 'win',
      '1:2': 'lose',
      '0:2': 'lose',
    });
    expect(settle(M.setHandicap, 'hcp=-1.5', threeSets)).toEqual({ 1714: 'lose', 1715: 'win' });
    expect(settle(M.setHandicap, 'hcp=-1.5', twoSets)).toEqual({ 1714: 'win', 1715: 'lose' });
  });

  it('game handicaps and totals count games; whole lines that land are pushed', () => {
    expect(settle(M.gameHandicap, 'hcp=-3.5', threeSets)).toEqual({ 1714: 'win', 1715: 'lose' });
    expect(settle(M.gameHandicap, 'hcp=-4', threeSets)).toEqual({ 1714: 'void', 1715: 'void' });
    expect(settle(M.totalGames, 'total=32', threeSets)).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.totalGames, 'total=21.5', twoSets)).toEqual({ 12: 'lose', 13: 'win' });
    expect(settle(M.homeTotalGames, 'total=17.5', threeSets)).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(M.awayTotalGames, 'total=6', twoSets)).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.oddEvenGames, '', threeSets)).toEqual({ 70: 'lose', 72: 'win' });
    expect(settle(M.totalSets, 'total=2.5', twoSets)).toEqual({ 12: 'lose', 13: 'win' });
  });

  it('a tie-break in any set', () => {
    expect(settle(M.tiebreakInMatch, '', threeSets)).toEqual({ 74: 'win', 76: 'lose' });
    expect(settle(M.tiebreakInMatch, '', twoSets)).toEqual({ 74: 'lose', 76: 'win' });
  });

  it('set and game markets; a set or game that was not played is void', () => {
    expect(settle(M.setWinner, 'setnr=2', threeSets)).toEqual({ 4: 'lose', 5: 'win' });
    expect(settle(M.setWinner, 'setnr=3', twoSets)).toEqual({ 4: 'void', 5: 'void' });
    expect(settle(M.setTotalGames, 'setnr=2|total=12.5', threeSets)).toEqual({
      12: 'win',
      13: 'lose',
    });
    expect(settle(M.setTotalGames, 'setnr=1|total=8', twoSets)).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.setTotalGames, 'setnr=3|total=9.5', twoSets)).toEqual({
      12: 'void',
      13: 'void',
    });
    expect(settle(M.gameWinner, 'setnr=1|gamenr=2', threeSets)).toEqual({ 4: 'lose', 5: 'win' });
    expect(settle(M.gameWinner, 'setnr=2|gamenr=13', threeSets)).toEqual({ 4: 'lose', 5: 'win' });
    expect(settle(M.gameWinner, 'setnr=2|gamenr=11', twoSets)).toEqual({ 4: 'void', 5: 'void' });
    expect(settleSetsMarket(1, '', twoSets)).toBeNull();
  });
});
