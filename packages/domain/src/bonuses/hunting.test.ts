// Tests: hunting's points by stake and odds, farm_once_per_event, the target and the slip preview.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { leg } from './bonus.test-support';
import {
  availablePoints,
  huntingFarm,
  huntingPoints,
  huntingPotential,
  type HuntingBet,
  type HuntingTerms,
} from './hunting';

const hunting = (overrides: Partial<HuntingTerms> = {}): HuntingTerms => ({
  type: 'hunting',
  countryCodes: [],
  onlyVerified: false,
  eventConditions: [],
  validTo: null,
  currency: 'EUR',
  targetPoints: 100,
  stakePerPoint: minorUnits(100),
  minOdds: oddsInt(15_000),
  farmOncePerEvent: true,
  farmingFreebetType: 'freebet',
  freebetAmount: minorUnits(500),
  ...overrides,
});

const bet = (overrides: Partial<HuntingBet> = {}): HuntingBet => ({
  stake: minorUnits(1000),
  currency: 'EUR',
  odds: oddsInt(20_000),
  withBonus: false,
  selections: [leg({ eventId: '7' })],
  ...overrides,
});

const fresh = { points: 0, farmedEventIds: [] };

describe('hunting points', () => {
  it('farms stake × odds ÷ stake_per_point: 10.00 at 2.00 is 20 points', () => {
    expect(huntingPoints(hunting(), minorUnits(1000), oddsInt(20_000))).toBe(20);
    expect(huntingFarm(hunting(), fresh, bet())).toEqual({
      ok: true,
      points: 20,
      eventIds: ['7'],
      reachesTarget: false,
    });
  });

  it('a bet below min odds, on a bonus, in another currency or off the conditions farms nothing', () => {
    expect(huntingFarm(hunting(), fresh, bet({ odds: oddsInt(14_999) }))).toEqual({
      ok: false,
      miss: 'min_odds',
    });
    expect(huntingFarm(hunting(), fresh, bet({ withBonus: true }))).toMatchObject({
      miss: 'bonus_bet',
    });
    expect(huntingFarm(hunting(), fresh, bet({ currency: 'USD' }))).toMatchObject({
      miss: 'currency',
    });
    const terms = hunting({ eventConditions: [{ kind: 'sport', id: 'tennis' }] });
    expect(huntingFarm(terms, fresh, bet())).toMatchObject({ miss: 'event_conditions' });
  });

  it('farm_once_per_event: an event farmed before farms nothing again', () => {
    const progress = { points: 20, farmedEventIds: ['7'] };
    expect(huntingFarm(hunting(), progress, bet())).toMatchObject({ miss: 'event_farmed' });
    const combo = bet({ selections: [leg({ eventId: '8' }), leg({ eventId: '7' })] });
    expect(huntingFarm(hunting(), progress, combo)).toMatchObject({ miss: 'event_farmed' });
    expect(huntingFarm(hunting({ farmOncePerEvent: false }), progress, bet())).toMatchObject({
      ok: true,
      points: 20,
    });
  });

  it('the last bet farms what is left and reaches the target; past it nothing farms', () => {
    const near = { points: 90, farmedEventIds: [] };
    expect(huntingFarm(hunting(), near, bet())).toMatchObject({
      ok: true,
      points: 10,
      reachesTarget: true,
    });
    expect(huntingFarm(hunting(), { points: 100, farmedEventIds: [] }, bet())).toMatchObject({
      miss: 'target_reached',
    });
    expect(availablePoints(hunting(), 90)).toBe(10);
  });

  it('the slip preview shows the points and the freebet at the target', () => {
    expect(huntingPotential(hunting(), fresh, bet())).toEqual({
      potentialPoints: 20,
      potentialFreebetAmount: 500,
      reachesTarget: false,
    });
    expect(huntingPotential(hunting(), fresh, bet({ stake: minorUnits(10) }))).toEqual({
      potentialPoints: 0,
      potentialFreebetAmount: 0,
      reachesTarget: false,
    });
  });

  it('points never pass the target and grow with the stake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 10_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (stake, odds, points) => {
          const terms = hunting({ minOdds: null });
          const farm = huntingFarm(
            terms,
            { points, farmedEventIds: [] },
            bet({
              stake: minorUnits(stake),
              odds: oddsInt(odds),
            }),
          );
          if (farm.ok) expect(points + farm.points).toBeLessThanOrEqual(terms.targetPoints);
          expect(
            huntingPoints(terms, minorUnits(stake + 100), oddsInt(odds)),
          ).toBeGreaterThanOrEqual(huntingPoints(terms, minorUnits(stake), oddsInt(odds)));
        },
      ),
    );
  });
});
