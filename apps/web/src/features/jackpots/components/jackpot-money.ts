// Jackpot amounts in minor units, shown in the currency's format for the locale.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { currencyInfo } from '@/lib/currency-info';

export const money = (intl: { locale: string }, amount: number, currency: string) =>
  formatMoney(minorUnits(amount), currencyInfo(currency), intl.locale);
