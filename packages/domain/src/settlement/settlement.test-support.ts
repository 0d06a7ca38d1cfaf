// Shared fixtures for the settlement tests: selections with results, and their arbitraries.
import fc from 'fast-check';
import { oddsInt, type OddsInt } from '../odds/odds-int';
import type { SelectionOutcome, SelectionResult, SettledSelection } from './settlement';

/** A selection at these odds with this result. */
export const at = (
  odds: number,
  outcome: SelectionOutcome,
  extra: Omit<SelectionResult, 'outcome'> = {},
): SettledSelection => ({ odds: oddsInt(odds), result: { outcome, ...extra } });

/** A settled bet's expected settlement. */
export const done = (result: string, payout: number) => ({ status: 'done', result, payout });

export const oddsArb = fc.integer({ min: 10_000, max: 100_000 });
export const stakeArb = fc.integer({ min: 0, max: 10 ** 8 });
const settledOutcome = fc.constantFrom<SelectionOutcome>(
  'win',
  'lose',
  'refund',
  'half_win',
  'half_lose',
);
/** Any settled result, sometimes with a dead heat or a void share. */
const resultArb: fc.Arbitrary<SelectionResult> = fc.record(
  {
    outcome: settledOutcome,
    deadHeatFactor: fc.constantFrom(1, 0.5, 1 / 3, 0.25, 2 / 3),
    voidFactor: fc.constantFrom(0, 0.25, 0.5, 1),
  },
  { requiredKeys: ['outcome'] },
);
export const selectionArb = fc
  .tuple(oddsArb, resultArb)
  .map(([odds, result]): SettledSelection => ({ odds: odds as OddsInt, result }));
