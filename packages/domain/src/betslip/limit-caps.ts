// What a bet is accepted at under the site's limits. A limit whose action is accept_with_warning
// caps the bet instead of refusing it: over the odds limit the bet's odds are the limit; over the
// payout limit its profit is the limit. The API stores these terms and never pays more than
// them; the slip shows them. One rule for both, so the screen says what happens to the money.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import { comboPotentialWin } from '../settlement/system-types';
import type { RestrictionContext } from './restrictions';
import { betOdds, betPotentialWin, type PricedBet, type WinCaps } from './stake';

/** A bet's price and its win if every selection wins, before any cap. */
export interface BetTerms {
  stake: MinorUnits;
  currency: string;
  /** The bet's one price; undefined for a system bet (its lines have their own). */
  odds: OddsInt | undefined;
  potentialWin: MinorUnits;
}

/** The terms a bet is accepted at. */
export interface AcceptedTerms {
  odds: OddsInt | undefined;
  potentialWin: MinorUnits;
  /** The most the bet pays, when a warn action capped it; undefined when nothing was capped. */
  payoutCap: MinorUnits | undefined;
  /** Which warn actions capped it. */
  capped: { odds: boolean; payout: boolean };
}

type LimitsContext = Pick<RestrictionContext, 'limits' | 'convert'>;

/** The payout (profit) limit in the bet's currency, or undefined when none applies. */
export function payoutLimitIn(ctx: LimitsContext, currency: string): MinorUnits | undefined {
  const limit = ctx.limits.payoutLimit;
  if (!limit) return undefined;
  if (limit.currencyCode === currency) return limit.amount;
  return ctx.convert?.(limit.amount, limit.currencyCode, currency);
}

/**
 * The odds, potential win and payout cap a bet is accepted at. Over the odds limit under
 * accept_with_warning, the odds are the limit and the win is the stake at the limit; then, over
 * the payout limit under accept_with_warning, the win is the stake plus the limit. A reject
 * action caps nothing: checkRestrictions refuses the bet instead.
 */
export function acceptedTerms(terms: BetTerms, ctx: LimitsContext): AcceptedTerms {
  const { stake } = terms;
  let { odds, potentialWin } = terms;
  const capped = { odds: false, payout: false };
  const oddsLimit = ctx.limits.oddsLimit;
  if (oddsLimit?.action === 'accept_with_warning' && odds !== undefined && odds > oddsLimit.value) {
    odds = oddsLimit.value;
    potentialWin = minorUnits(Math.min(potentialWin, comboPotentialWin(stake, [odds])));
    capped.odds = true;
  }
  const profitLimit = payoutLimitIn(ctx, terms.currency);
  if (
    ctx.limits.payoutLimit?.action === 'accept_with_warning' &&
    profitLimit !== undefined &&
    potentialWin - stake > profitLimit
  ) {
    potentialWin = minorUnits(stake + profitLimit);
    capped.payout = true;
  }
  const payoutCap = capped.odds || capped.payout ? potentialWin : undefined;
  return { odds, potentialWin, payoutCap, capped };
}

/** The accepted terms of a slip bet (or any priced bet) at the odds the player accepted. */
export const acceptedBetTerms = (
  bet: PricedBet & { currency: string },
  ctx: LimitsContext,
): AcceptedTerms =>
  acceptedTerms(
    {
      stake: bet.stake,
      currency: bet.currency,
      odds: betOdds(bet),
      potentialWin: betPotentialWin(bet),
    },
    ctx,
  );

/**
 * The caps the warn actions put on a bet in `currency`: what a win typed on the slip is reached
 * at (stakeForPotentialWin), so the stake it asks for wins that much at the stored terms.
 */
export function winCaps(ctx: LimitsContext, currency: string): WinCaps {
  const { oddsLimit, payoutLimit } = ctx.limits;
  return {
    odds: oddsLimit?.action === 'accept_with_warning' ? oddsLimit.value : undefined,
    profit:
      payoutLimit?.action === 'accept_with_warning' ? payoutLimitIn(ctx, currency) : undefined,
  };
}

/** What a settlement or a cash-out pays of a capped bet: never more than its cap. */
export const capPayout = (payout: MinorUnits, cap: MinorUnits | null | undefined): MinorUnits =>
  cap === null || cap === undefined ? payout : minorUnits(Math.min(payout, cap));
