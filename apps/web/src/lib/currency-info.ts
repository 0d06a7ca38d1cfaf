// A currency's formatting facts: the domain's table, or two decimals for a code it does not know.
import { currencyOf, type Currency } from '@sportsbook/domain';

export const currencyInfo = (code: string): Currency =>
  currencyOf(code) ?? { code, subunits: 100, fiat: true };
