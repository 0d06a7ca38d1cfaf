import { describe, expect, it } from 'vitest';
import {
  EVENT_MARKET as E,
  NO_GOALSCORER,
  settleEventMarket,
  type MatchEventsSummary,
} from './event-settlement';

const summary = (over: Partial<MatchEventsSummary> = {}): MatchEventsSummary => ({
  starters: ['h-9', 'h-10', 'a-7', 'a-1'],
  scorers: ['h-9', 'a-7', 'h-9'],
  corners: { home: 6, away: 4 },
  cards: { home: 2, away: 1 },
  shotsOnTarget: { 'h-9': 3, 'a-7': 1 },
  ...over,
});

/** Results by outcome id as a plain object, for readable expectations. */
const settle = (id: number, specifier: string, outcomes: string[], s = summary()) =>
  Object.fromEntries(
    [...(settleEventMarket(id, specifier, outcomes, s) ?? [])].map(([o, r]) => [o, r.result]),
  );

const scorers = ['h-9', 'h-10', 'a-7', 'a-1', 'h-22', NO_GOALSCORER];

describe('event market settlement', () => {
  it('first and last goalscorer: the scorer of that goal wins, a non-starter is void', () => {
    expect(settle(E.firstGoalscorer, '', scorers)).toEqual({
      'h-9': 'win',
      'h-10': 'lose',
      'a-7': 'lose',
      'a-1': 'lose',
      'h-22': 'void',
      none: 'lose',
    });
    expect(settle(E.lastGoalscorer, '', scorers)).toMatchObject({ 'h-9': 'win', 'a-7': 'lose' });
    expect(
      settle(E.lastGoalscorer, '', scorers, summary({ scorers: ['h-9', 'a-7'] })),
    ).toMatchObject({ 'h-9': 'lose', 'a-7': 'win', 'h-22': 'void' });
  });

  it('anytime goalscorer: every scorer wins; a goalless match wins "no goalscorer" only', () => {
    expect(settle(E.anytimeGoalscorer, '', scorers)).toEqual({
      'h-9': 'win',
      'h-10': 'lose',
      'a-7': 'win',
      'a-1': 'lose',
      'h-22': 'void',
      none: 'lose',
    });
    expect(settle(E.anytimeGoalscorer, '', scorers, summary({ scorers: [] }))).toEqual({
      'h-9': 'lose',
      'h-10': 'lose',
      'a-7': 'lose',
      'a-1': 'lose',
      'h-22': 'void',
      none: 'win',
    });
  });

  it('a refund of a non-starter returns the whole stake', () => {
    const result = settleEventMarket(E.anytimeGoalscorer, '', ['h-22'], summary());
    expect(result?.get('h-22')).toEqual({ result: 'void', voidFactor: 1 });
  });

  it('corners: 1X2 on the corner count, handicaps and totals push on a whole line', () => {
    expect(settle(E.cornerResult, '', ['1', '2', '3'])).toEqual({ 1: 'win', 2: 'lose', 3: 'lose' });
    const level = summary({ corners: { home: 5, away: 5 } });
    expect(settle(E.cornerResult, '', ['1', '2', '3'], level)).toEqual({
      1: 'lose',
      2: 'win',
      3: 'lose',
    });
    expect(settle(E.cornerHandicap, 'hcp=-1.5', ['1714', '1715'])).toEqual({
      1714: 'win',
      1715: 'lose',
    });
    expect(settle(E.cornerHandicap, 'hcp=-2', ['1714', '1715'])).toEqual({
      1714: 'void',
      1715: 'void',
    });
    expect(settle(E.cornerTotal, 'total=9.5', ['12', '13'])).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(E.cornerTotal, 'total=10', ['12', '13'])).toEqual({ 12: 'void', 13: 'void' });
  });

  it('cards: every yellow and red counts one; a whole line lands as a push', () => {
    expect(settle(E.cardTotal, 'total=2.5', ['12', '13'])).toEqual({ 12: 'win', 13: 'lose' });
    expect(settle(E.cardTotal, 'total=3.5', ['12', '13'])).toEqual({ 12: 'lose', 13: 'win' });
    expect(settle(E.cardTotal, 'total=3', ['12', '13'])).toEqual({ 12: 'void', 13: 'void' });
  });

  it('player shots on target: over/under the line; a player who did not start is void', () => {
    expect(settle(E.playerShotsOnTarget, 'player=h-9|name=X|total=1.5', ['12', '13'])).toEqual({
      12: 'win',
      13: 'lose',
    });
    expect(settle(E.playerShotsOnTarget, 'player=h-10|name=X|total=0.5', ['12', '13'])).toEqual({
      12: 'lose',
      13: 'win',
    });
    expect(settle(E.playerShotsOnTarget, 'player=a-7|name=X|total=1', ['12', '13'])).toEqual({
      12: 'void',
      13: 'void',
    });
    expect(settle(E.playerShotsOnTarget, 'player=h-22|name=X|total=0.5', ['12', '13'])).toEqual({
      12: 'void',
      13: 'void',
    });
  });

  it('knows nothing of other market types', () => {
    expect(settleEventMarket(1, '', ['1'], summary())).toBeNull();
  });
});
