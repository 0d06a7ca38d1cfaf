// The largest stake a bet may carry: the per-currency stake limit, and the stake whose profit at
// the bet's odds stays within the payout limit.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
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
  if (limits.payoutLimit && bet.odds > ODDS_DIVISOR) {
    const { amount, currencyCode } = limits.payoutLimit;
    const payout =
      currencyCode === bet.currency
        ? amount
        : ctx.convert
          ? ctx.convert(amount, currencyCode, bet.currency)
          : undefined;
    if (payout !== undefined) {
      max = Math.min(max, Math.floor((payout * ODDS_DIVISOR) / (bet.odds - ODDS_DIVISOR)));
    }
  }
  return minorUnits(max);
}
