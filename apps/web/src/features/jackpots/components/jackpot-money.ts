// Jackpot amounts in minor units, shown in the currency's format for the locale.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import type { IntlShape } from 'react-intl';
import { currencyInfo } from '@/lib/currency-info';

export const money = (intl: IntlShape, amount: number, currency: string) =>
  formatMoney(minorUnits(amount), currencyInfo(currency), intl.locale);
