// A currency's formatting facts: the domain's table, or two decimals for a code it does not know.
import {
  currencyOf,
  formatMoney,
  minorUnits,
  type Currency,
  type ParseStakeResult,
} from '@sportsbook/domain';

export const currencyInfo = (code: string): Currency =>
  currencyOf(code) ?? { code, subunits: 100, fiat: true };

/**
 * The message for a typed amount that is not one: too many decimals for the currency, or more
 * than any amount, said as the slip says it; `fallback` for the rest.
 */
export function amountRefusalId(parsed: ParseStakeResult, fallback: string): string {
  if (!parsed.ok && (parsed.reason === 'too_precise' || parsed.reason === 'too_large'))
    return `betslip.stake.${parsed.reason}`;
  return fallback;
}

/** An amount in minor units of its own currency, as the page's locale writes money. */
export const moneyIn = (money: { amount: number; currency: string }, locale: string): string =>
  formatMoney(minorUnits(money.amount), currencyInfo(money.currency), locale);
