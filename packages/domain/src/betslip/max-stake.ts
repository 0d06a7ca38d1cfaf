// The largest stake a bet may carry: the per-currency stake limit, and the stake whose profit at
// the bet's odds stays within the payout limit. A payout limit that caps (accept_with_warning)
// instead of refusing bounds no stake; an odds limit that caps prices the bet at the limit.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
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
      max = Math.min(max, Math.floor((payout * ODDS_DIVISOR) / (odds - ODDS_DIVISOR)));
    }
  }
  return minorUnits(max);
}
