// A currency's formatting facts: the domain's table, or two decimals for a code it does not know.
import { currencyOf, formatMoney, minorUnits, type Currency } from '@sportsbook/domain';

export const currencyInfo = (code: string): Currency =>
  currencyOf(code) ?? { code, subunits: 100, fiat: true };

/** An amount in minor units of its own currency, as the page's locale writes money. */
export const moneyIn = (money: { amount: number; currency: string }, locale: string): string =>
  formatMoney(minorUnits(money.amount), currencyInfo(money.currency), locale);
