// The kind of bet a placement request makes, from what it carries: custom odds make a bet
// builder bet, a system id a system, one selection a single, more a combo. A type stated in the
// request must agree; a system must name a type that fits its selections.
import { fitsSystemType, parseSystemTypeLabel, type SystemType } from '../settlement/system-types';

/** What a request's bet says of its shape. */
export interface BetShapeInput {
  /** The type the request states, if any. */
  type?: string | null;
  selectionCount: number;
  /** Whether the request carries custom (bet builder) odds. */
  customOdds: boolean;
  systemId?: string | null;
}

export type BetShape =
  | { ok: true; type: 'single' | 'combo' | 'system' | 'custom'; system?: SystemType }
  | { ok: false; code: 'BET_TYPE_MISMATCH' | 'SYSTEM_TYPE_INVALID' };

/** The bet's type from its request: custom odds make a custom bet, a system id a system. */
export function betShape(bet: BetShapeInput): BetShape {
  const count = bet.selectionCount;
  const inferred = bet.customOdds
    ? 'custom'
    : bet.systemId
      ? 'system'
      : count === 1
        ? 'single'
        : 'combo';
  if (bet.type && bet.type !== inferred) return { ok: false, code: 'BET_TYPE_MISMATCH' };
  if (inferred === 'system') {
    const system = parseSystemTypeLabel(bet.systemId!);
    if (!system || !fitsSystemType(system, count))
      return { ok: false, code: 'SYSTEM_TYPE_INVALID' };
    return { ok: true, type: 'system', system };
  }
  return { ok: true, type: inferred };
}
