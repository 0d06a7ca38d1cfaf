// What a freebet bet pays at settlement, by variant. The bet is settled as usual at the
// freebet's amount as its stake (`settlement.payout` = floor(stake × Π factors)); this decides
// what of it is paid, what the token does, and what a no-risk loss gives back.
//   freebet, freebet_only_win (stake not returned): winnings only, max(0, payout − stake).
//   freebet_all_win (stake returned): the whole payout.
//   A fully void bet (refund_entire) pays no cash and returns the token to the player.
//   freebet_no_risk is a real-money bet paid as usual; when it loses entirely, its stake comes
//   back as a new stake-not-returned freebet.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { Settlement } from '../settlement/settlement';
import type { FreebetType } from './types';

export type FreebetSettlement = {
  /** Cash to the wallet, as a bonus-typed ledger row. */
  cash: MinorUnits;
  /** The token goes back to the player (a fully void bet). */
  tokenReturned: boolean;
  /** Amount of a new SNR freebet to issue (no-risk loss), 0 when none. */
  refundFreebet: MinorUnits;
};

const ZERO = minorUnits(0);

export function freebetSettlement(
  type: FreebetType,
  stake: MinorUnits,
  settlement: Settlement,
): FreebetSettlement | undefined {
  if (settlement.status !== 'done') return undefined;
  if (type === 'freebet_no_risk') {
    return {
      cash: settlement.payout,
      tokenReturned: false,
      refundFreebet: settlement.result === 'lose_entire' ? stake : ZERO,
    };
  }
  if (settlement.result === 'refund_entire') {
    return { cash: ZERO, tokenReturned: true, refundFreebet: ZERO };
  }
  const cash =
    type === 'freebet_all_win'
      ? settlement.payout
      : minorUnits(Math.max(0, settlement.payout - stake));
  return { cash, tokenReturned: false, refundFreebet: ZERO };
}

/** Whether the bet's stake comes from the bonus (not the wallet). */
export const stakeFromBonus = (type: FreebetType): boolean => type !== 'freebet_no_risk';
