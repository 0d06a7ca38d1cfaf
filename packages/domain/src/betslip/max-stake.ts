// The largest stake a bet may carry: the per-currency stake limit, and the stake whose profit at
// the bet's odds stays within the payout limit. A payout limit that caps (accept_with_warning)
// instead of refusing bounds no stake; an odds limit that caps prices the bet at the limit.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import {
  systemLineCount,
  systemLines,
  systemPotentialWin,
  type SystemType,
} from '../settlement/system-types';
import { payoutLimitIn } from './limit-caps';
import { maxStakeFor, type RestrictionContext } from './restrictions';

/** What the max stake reads of a bet: its currency and its odds. */
export interface MaxStakeBet {
  currency: string;
  odds: OddsInt;
}

/** The largest stake the limits allow; Number.MAX_SAFE_INTEGER when no limit applies. */
export function betMaxStake(
  bet: MaxStakeBet,
  ctx: Pick<RestrictionContext, 'limits' | 'fiat' | 'convert'>,
): MinorUnits {
  const { limits } = ctx;
  let max = maxStakeFor(limits, bet.currency, ctx.fiat) ?? Number.MAX_SAFE_INTEGER;
  const oddsLimit = limits.oddsLimit;
  const odds =
    oddsLimit?.action === 'accept_with_warning' ? Math.min(bet.odds, oddsLimit.value) : bet.odds;
  if (limits.payoutLimit?.action !== 'accept_with_warning' && odds > ODDS_DIVISOR) {
    const payout = payoutLimitIn(ctx, bet.currency);
    if (payout !== undefined) {
      // The win is floored: the profit floor(stake × (odds − 1)) stays within the limit up to
      // stake × (odds − 1) < limit + 1.
      max = Math.min(max, Math.floor(((payout + 1) * ODDS_DIVISOR - 1) / (odds - ODDS_DIVISOR)));
    }
  }
  return minorUnits(max);
}

/** What the max stake reads of a system bet: its currency, its selections' odds and its type. */
export interface SystemMaxStakeBet {
  currency: string;
  odds: readonly OddsInt[];
  systemType: SystemType;
}

/**
 * The largest stake of a system bet: a whole share for each line (systemStakeSplit takes no
 * remainder), whose debit, the share × the lines, is within the stake limit and whose profit if
 * every line wins is within a refusing payout limit. Number.MAX_SAFE_INTEGER when none applies.
 */
export function systemMaxStake(
  bet: SystemMaxStakeBet,
  ctx: Pick<RestrictionContext, 'limits' | 'fiat' | 'convert'>,
): MinorUnits {
  const { limits } = ctx;
  const lines = systemLineCount(bet.systemType);
  const stakeLimit = maxStakeFor(limits, bet.currency, ctx.fiat);
  const payout =
    limits.payoutLimit?.action === 'accept_with_warning'
      ? undefined
      : payoutLimitIn(ctx, bet.currency);
  if (stakeLimit === undefined && payout === undefined) return minorUnits(Number.MAX_SAFE_INTEGER);
  let perLine = stakeLimit === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(stakeLimit / lines);
  if (payout !== undefined) {
    const profit = (share: number) =>
      systemPotentialWin(minorUnits(share * lines), bet.odds, bet.systemType) - share * lines;
    // Every line at its odds: the profit grows (floors aside) by this much per unit of share.
    const perUnit =
      systemLines(bet.odds.length, bet.systemType.winCount).reduce(
        (sum, line) =>
          sum + line.reduce((product, i) => (product * bet.odds[i]!) / ODDS_DIVISOR, 1),
        0,
      ) - lines;
    if (perUnit > 0) {
      perLine = Math.min(perLine, Math.floor(payout / perUnit));
      // The floors of the lines' returns leave a little room; floating error may take some.
      while (perLine > 0 && profit(perLine) > payout) perLine--;
      const ceiling =
        stakeLimit === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(stakeLimit / lines);
      for (let i = 0; i < 1_000 && perLine < ceiling && profit(perLine + 1) <= payout; i++) {
        perLine++;
      }
    }
  }
  return minorUnits(Math.min(perLine * lines, Number.MAX_SAFE_INTEGER));
}
