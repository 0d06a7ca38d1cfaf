import { describe, expect, it } from 'vitest';
import { MAPS_MARKET as M, settleMapsMarket, type PlayedMap } from './maps-settlement';

const twoMaps: PlayedMap[] = [
  { home: 13, away: 9, firstBlood: 'away', firstObjective: 'home' },
  { home: 16, away: 14, firstBlood: 'home', firstObjective: 'home' },
];
const threeMaps: PlayedMap[] = [
  { home: 22, away: 30, firstBlood: 'home', firstObjective: 'away' },
  { home: 25, away: 18, firstBlood: 'home', firstObjective: 'home' },
  { home: 10, away: 12, firstBlood: 'away', firstObjective: null },
];

const settle = (id: number, specifier: string, maps: PlayedMap[]) =>
  Object.fromEntries(
    [...(settleMapsMarket(id, specifier, maps) ?? [])].map(([outcome, s]) => [outcome, s.result]),
  );

describe('esports market settlement', () => {
  it('winner, total maps, correct score and map handicaps', () => {
    expect(settle(M.winner, '', twoMaps)).toEqual({ 4: 'win', 5: 'lose' });
    expect(settle(M.winner, '', threeMaps)).toEqual({ 4: 'lose', 5: 'win' });
    expect(settle(M.totalMaps, 'total=2.5', twoMaps)).toEqual({ 12: 'lose', 13: 'win' });
    expect(settle(M.correctScore, '', threeMaps)).toEqual({
      '2:0': 'lose',
      '2:1': 'lose',
      '1:2': 'win',
      '0:2': 'lose',
    });
    expect(settle(M.mapHandicap, 'hcp=-1.5', twoMaps)).toEqual({ 1714: 'win', 1715: 'lose' });
    expect(settle(M.mapHandicap, 'hcp=1.5', threeMaps)).toEqual({ 1714: 'win', 1715: 'lose' });
    expect(settle(M.mapHandicap, 'hcp=1', threeMaps)).toEqual({ 1714: 'void', 1715: 'void' });
  });

  it('map markets; a map that was not played is void', () => {
    expect(settle(M.mapWinner, 'mapnr=1', twoMaps)).toEqual({ 4: 'win', 5: 'lose' });
    expect(settle(M.mapWinner, 'mapnr=3', twoMaps)).toEqual({ 4: 'void', 5: 'void' });
    expect(settle(M.mapFirstBlood, 'mapnr=1', twoMaps)).toEqual({ 4: 'lose', 5: 'win' });
    expect(settle(M.mapFirstBlood, 'mapnr=3', twoMaps)).toEqual({ 4: 'void', 5: 'void' });
    expect(settle(M.mapFirstObjective, 'mapnr=1', threeMaps)).toEqual({ 4: 'lose', 5: 'win' });
    // The map ended before anyone took the objective: void.
    expect(settle(M.mapFirstObjective, 'mapnr=3', threeMaps)).toEqual({ 4: 'void', 5: 'void' });
    expect(settle(M.mapTotal, 'mapnr=2|total=30', twoMaps)).toEqual({ 12: 'void', 13: 'void' });
    expect(settle(M.mapTotal, 'mapnr=1|total=52.5', threeMaps)).toEqual({ 12: 'lose', 13: 'win' });
    expect(settle(M.mapTotal, 'mapnr=3|total=20.5', twoMaps)).toEqual({ 12: 'void', 13: 'void' });
    expect(settleMapsMarket(1, '', twoMaps)).toBeNull();
  });
});
