// Minor units of a currency as the page shows them.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import type { IntlShape } from 'react-intl';
import { currencyInfo } from '@/lib/currency-info';

export const money = (intl: IntlShape, amount: number, currency: string) =>
  formatMoney(minorUnits(amount), currencyInfo(currency), intl.locale);
