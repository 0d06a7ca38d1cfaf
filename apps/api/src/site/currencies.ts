// The currencies the product knows: subunits (minor units per unit), fiat or crypto, display subcurrencies.
import type { Currency } from '@sportsbook/contracts';
import { convertMoney, type MinorUnits, type Rounding } from '@sportsbook/domain';
import type { SiteConfig } from './site-config';

const CURRENCIES: Readonly<Record<string, Currency>> = {
  EUR: { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] },
  USD: { code: 'USD', subunits: 100, fiat: true, subcurrencies: [] },
  GBP: { code: 'GBP', subunits: 100, fiat: true, subcurrencies: [] },
  BRL: { code: 'BRL', subunits: 100, fiat: true, subcurrencies: [] },
  CAD: { code: 'CAD', subunits: 100, fiat: true, subcurrencies: [] },
  // 1 BTC = 100,000,000 minor units (satoshi); 1 mBTC = 100,000 of them.
  BTC: {
    code: 'BTC',
    subunits: 100_000_000,
    fiat: false,
    subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
  },
  USDT: { code: 'USDT', subunits: 1_000_000, fiat: false, subcurrencies: [] },
};

export const isKnownCurrency = (code: string) => Object.hasOwn(CURRENCIES, code);

export function currency(code: string): Currency {
  const found = CURRENCIES[code];
  if (!found) throw new RangeError(`unknown currency ${code}`);
  return found;
}

/**
 * Converts between the site's currencies by its rate table (`betting.exchange_rates`), rounding
 * down unless told otherwise (a bet limit never grows by conversion).
 */
export const siteConverter =
  (config: SiteConfig) =>
  (amount: MinorUnits, from: string, to: string, rounding: Rounding = 'floor'): MinorUnits =>
    convertMoney(
      amount,
      { code: from, subunits: currency(from).subunits, fiat: currency(from).fiat },
      { code: to, subunits: currency(to).subunits, fiat: currency(to).fiat },
      config.betting.exchange_rates,
      rounding,
    );
