// Tests: bonus states and their transitions, and expiry by valid_to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computedBonusState, isFinalBonusState, nextBonusState, type BonusEvent } from './states';
import { BONUS_STATES } from './types';

const EVENTS: BonusEvent[] = [
  'activate',
  'conditions_met',
  'conditions_lost',
  'use_exhausted',
  'expire',
  'deactivate',
  'override',
];

describe('bonus states', () => {
  it('activates an available bonus and nothing else', () => {
    expect(nextBonusState('available', 'activate')).toBe('active');
    expect(nextBonusState('active', 'activate')).toBeUndefined();
    expect(nextBonusState('not_available', 'activate')).toBeUndefined();
    expect(nextBonusState('expired', 'activate')).toBeUndefined();
  });

  it('ends an active bonus when its uses are spent, it expires, or another overrides it', () => {
    expect(nextBonusState('active', 'use_exhausted')).toBe('bonus_over');
    expect(nextBonusState('active', 'expire')).toBe('expired');
    expect(nextBonusState('active', 'override')).toBe('overridden');
    expect(nextBonusState('not_available', 'conditions_met')).toBe('available');
  });

  it('never leaves a final state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BONUS_STATES), fc.constantFrom(...EVENTS), (state, event) => {
        if (isFinalBonusState(state)) expect(nextBonusState(state, event)).toBeUndefined();
      }),
    );
  });

  it('shows a live bonus past its valid_to as expired, and a final one as stored', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    expect(computedBonusState('active', '2026-01-01T00:00:00Z', now)).toBe('expired');
    expect(computedBonusState('available', '2026-01-03T00:00:00Z', now)).toBe('available');
    expect(computedBonusState('available', null, now)).toBe('available');
    expect(computedBonusState('bonus_over', '2026-01-01T00:00:00Z', now)).toBe('bonus_over');
  });
});
