'use client';
// What a typed amount is in the unit balances are shown in. A currency with smaller units shows
// small balances in them (7 mBTC), while its amount fields read the currency itself (BTC): the
// echo says "That is 5,000 mBTC" under a typed 5, so no one moves a thousand times what they meant.
import { parseStake } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { currencyInfo, moneyIn } from '@/lib/currency-info';

export function AmountEcho({
  id,
  text,
  currency,
  className,
}: {
  id: string;
  text: string;
  currency: string;
  className?: string;
}) {
  const intl = useIntl();
  const info = currencyInfo(currency);
  if (!info.subcurrencies) return null;
  const parsed = parseStake(text, info, intl.locale);
  if (!parsed.ok || parsed.value <= 0) return null;
  // The field names it in its description (read with the field), not announced at each keystroke.
  return (
    <p id={id} className={className}>
      {intl.formatMessage(
        { id: 'amount.echo' },
        { amount: moneyIn({ amount: parsed.value, currency }, intl.locale) },
      )}
    </p>
  );
}
