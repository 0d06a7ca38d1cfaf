'use client';
// One notification's texts: its message ids with its values, money shown in its currency.
import type { Notification } from '@sportsbook/contracts';
import { useIntl } from 'react-intl';
import { moneyIn } from '@/lib/currency-info';
import { clockOf } from '@/lib/i18n/clock';

export function useNotificationText(notification: Notification) {
  const intl = useIntl();
  const { amount, currency, ...rest } = notification.params;
  const values: Record<string, string | number> = { ...rest };
  // A bet is named by its reference; notices written before they carried it, by their number.
  if (values.bet_id !== undefined && values.bet_ref === undefined)
    values.bet_ref = `#${values.bet_id}`;
  if (typeof amount === 'number' && typeof currency === 'string') {
    values.amount = moneyIn({ amount, currency }, intl.locale);
  }
  return {
    title: intl.formatMessage({ id: notification.title }, values),
    body: intl.formatMessage({ id: notification.body }, values),
    caption: intl.formatMessage({ id: notification.caption }),
    time: intl.formatDate(notification.created_at, {
      dateStyle: 'short',
      timeStyle: 'short',
      ...clockOf(intl.locale),
    }),
  };
}
