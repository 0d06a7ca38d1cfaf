// Stakes on the slip: typed stakes, stakes from a typed potential win, currency change, freebets.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import { multiplyOdds } from '../odds/odds-math';
import {
  comboPotentialWin,
  systemPotentialWin,
  systemStakeSplit,
} from '../settlement/system-types';
import type { SystemType } from '../settlement/system-types';
import { isFreebet, type BetBonus, type BetSlipBet, type BetType } from './types';

/** What a bet's price and potential win are computed from. */
export interface PricedBet {
  stake: MinorUnits;
  betType: BetType;
  selections: readonly { acceptedOdds: OddsInt }[];
  systemType?: SystemType | undefined;
  customOdds?: OddsInt | undefined;
  bonusOdds?: OddsInt | undefined;
  /** A freebet whose stake is not returned pays only the winnings above the stake. */
  bonus?: Pick<BetBonus, 'type'> | undefined;
}

/** Freebets whose stake is not returned: the win is what the payout adds to the stake. */
const stakeNotReturned = (bonus: Pick<BetBonus, 'type'> | undefined): boolean =>
  bonus?.type === 'freebet' || bonus?.type === 'freebet_only_win';

/** The price of a bet at the odds the player accepted: product for combos, custom odds for custom bets. */
export function betOdds(bet: PricedBet): OddsInt | undefined {
  if (bet.selections.length === 0) return undefined;
  if (bet.betType === 'system') return undefined;
  if (bet.betType === 'custom') return bet.customOdds;
  const odds = multiplyOdds(...bet.selections.map((s) => s.acceptedOdds));
  return bet.bonusOdds ? multiplyOdds(odds, bet.bonusOdds) : odds;
}

/** What the bet returns if every selection wins (for systems: every line wins). */
export function betPotentialWin(bet: PricedBet): MinorUnits {
  if (bet.betType === 'system' && bet.systemType) {
    return systemPotentialWin(
      bet.stake,
      bet.selections.map((s) => s.acceptedOdds),
      bet.systemType,
    );
  }
  const odds = betOdds(bet);
  if (odds === undefined) return minorUnits(0);
  const gross = comboPotentialWin(bet.stake, [odds]);
  return stakeNotReturned(bet.bonus) ? minorUnits(Math.max(0, gross - bet.stake)) : gross;
}

// How a system's stake splits into its lines: the rule the slip shows beside the debit.
export { systemStakeSplit } from '../settlement/system-types';

/** What a bet's debit is computed from: its stake, its type and a system's type. */
export interface DebitedBet {
  stake: MinorUnits;
  betType: BetType;
  systemType?: SystemType | undefined;
  /** A freebet (other than no-risk) stands in for the stake: the balance pays nothing. */
  bonus?: Pick<BetBonus, 'type'> | undefined;
}

/**
 * What placing a bet takes from the balance, the one rule the slip shows and the API books: the
 * stake; for a system, the stake per line × its lines (the remainder of the division is never
 * taken, see systemStakeSplit).
 */
export function betDebit(bet: DebitedBet): MinorUnits {
  if (bet.betType === 'system' && bet.systemType) {
    return systemStakeSplit(bet.stake, bet.systemType).debit;
  }
  return bet.stake;
}

/** What placing a bet takes from the balance: nothing when a freebet (not no-risk) is its stake. */
export const walletDebit = (bet: DebitedBet): MinorUnits =>
  isFreebet(bet.bonus) && bet.bonus?.type !== 'freebet_no_risk' ? minorUnits(0) : betDebit(bet);

/** What placing every bet of a slip stakes, freebets included. */
export const ticketStake = (bets: readonly DebitedBet[]): MinorUnits =>
  minorUnits(bets.reduce((sum, bet) => sum + betDebit(bet), 0));

/** What placing every bet of a slip takes from the balance (a freebet's stake is not). */
export const ticketDebit = (bets: readonly DebitedBet[]): MinorUnits =>
  minorUnits(bets.reduce((sum, bet) => sum + walletDebit(bet), 0));

/** Whether a slip's debit is more than the balance: Place waits for a deposit or a lower stake. */
export const exceedsBalance = (bets: readonly DebitedBet[], balance: MinorUnits): boolean =>
  ticketDebit(bets) > balance;

export function setStake(bet: BetSlipBet, stake: MinorUnits): BetSlipBet {
  if (stake < 0) throw new RangeError('a stake is never negative');
  return { ...bet, stake, stakeSource: 'others', potentialWinTarget: undefined };
}

/**
 * The caps a limit's warn action puts on a bet (see acceptedTerms): its odds are at most `odds`
 * and its profit at most `profit`. Empty when no warn action applies.
 */
export interface WinCaps {
  odds?: OddsInt | undefined;
  profit?: MinorUnits | undefined;
}

/**
 * The stake that wins at least `target` at these odds (rounded up to a whole minor unit), at the
 * terms the bet is accepted at: the capped odds, and a profit no more than the cap.
 */
export function stakeForPotentialWin(
  target: MinorUnits,
  odds: OddsInt,
  caps: WinCaps = {},
): MinorUnits {
  const price = caps.odds !== undefined ? Math.min(odds, caps.odds) : odds;
  const stake = Math.ceil((target * ODDS_DIVISOR) / price);
  return minorUnits(caps.profit !== undefined ? Math.max(stake, target - caps.profit) : stake);
}

/** The player typed the win they want; the stake follows, and follows again when odds change. */
export function setPotentialWin(
  bet: BetSlipBet,
  target: MinorUnits,
  caps: WinCaps = {},
): BetSlipBet {
  const odds = betOdds(bet);
  if (odds === undefined || target < 0) return bet;
  return {
    ...bet,
    stake: stakeForPotentialWin(target, odds, caps),
    stakeSource: 'potential_win',
    potentialWinTarget: target,
  };
}

/** A potential-win stake is rescaled when odds change. */
export function rescalePotentialWinStake(bet: BetSlipBet, caps: WinCaps = {}): BetSlipBet {
  if (bet.stakeSource !== 'potential_win' || bet.potentialWinTarget === undefined) return bet;
  const odds = betOdds(bet);
  if (odds === undefined) return bet;
  const stake = stakeForPotentialWin(bet.potentialWinTarget, odds, caps);
  return stake === bet.stake ? bet : { ...bet, stake };
}

/** Currency change on the slip: stakes reset to 0 and are marked as coming from sharing. */
export function changeSlipCurrency(
  bets: readonly BetSlipBet[],
  currency: string,
  subunits: number,
): BetSlipBet[] {
  return bets.map((bet) => ({
    ...bet,
    currency,
    subunits,
    stake: minorUnits(0),
    stakeSource: 'sharing',
    potentialWinTarget: undefined,
    bonus: undefined,
    bonusOdds: undefined,
    freebetStake: undefined,
  }));
}

/**
 * Setting an active bonus: a freebet sets the stake to the freebet stake; removing a freebet
 * sets the stake to 0. A comboboost carries its bonus odds.
 */
export function setActiveBonus(bet: BetSlipBet, bonus: BetBonus | undefined): BetSlipBet {
  if (!bonus) {
    const wasFreebet = isFreebet(bet.bonus);
    return {
      ...bet,
      bonus: undefined,
      bonusOdds: undefined,
      freebetStake: undefined,
      stake: wasFreebet ? minorUnits(0) : bet.stake,
    };
  }
  if (isFreebet(bonus)) {
    const freebetStake = bonus.amount ?? minorUnits(0);
    return {
      ...bet,
      bonus,
      bonusOdds: undefined,
      freebetStake,
      stake: freebetStake,
      stakeSource: 'others',
    };
  }
  return { ...bet, bonus, bonusOdds: bonus.odds };
}
