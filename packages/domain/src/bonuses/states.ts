// Bonus states and the moves between them (spec section 4, bonus behaviour).
import type { BonusState } from './types';

/** States a bonus never leaves. */
const FINAL: ReadonlySet<BonusState> = new Set([
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
]);

/** What can happen to an issued bonus. */
export type BonusEvent =
  | 'activate'
  | 'conditions_met'
  | 'conditions_lost'
  | 'use_exhausted'
  | 'expire'
  | 'deactivate'
  | 'override';

const MOVES: Readonly<Record<BonusEvent, Partial<Record<BonusState, BonusState>>>> = {
  activate: { available: 'active' },
  conditions_met: { not_available: 'available' },
  conditions_lost: { available: 'not_available' },
  use_exhausted: { active: 'bonus_over' },
  expire: { available: 'expired', active: 'expired', not_available: 'expired' },
  deactivate: { available: 'deactivated', active: 'deactivated', not_available: 'deactivated' },
  override: { available: 'overridden', active: 'overridden' },
};

export const isFinalBonusState = (state: BonusState): boolean => FINAL.has(state);

/** The state an event leaves, or undefined when the event does not apply in that state. */
export function nextBonusState(state: BonusState, event: BonusEvent): BonusState | undefined {
  return MOVES[event][state];
}

/** States the bonus lists show (spec: available, active or not_available). */
export const SHOWN_BONUS_STATES: readonly BonusState[] = ['available', 'active', 'not_available'];

/**
 * The state a stored bonus shows at `now`: a live bonus whose valid_to has passed is expired,
 * whatever was stored, so expiry needs no job to be exact.
 */
export function computedBonusState(
  stored: BonusState,
  validTo: string | null,
  now: Date,
): BonusState {
  if (isFinalBonusState(stored)) return stored;
  if (validTo !== null && Date.parse(validTo) <= now.getTime()) return 'expired';
  return stored;
}
