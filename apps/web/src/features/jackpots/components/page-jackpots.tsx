// The jackpot widget as a page's server render draws it (the page reads the jackpots with
// `getPageJackpots`, beside its other reads), kept up to date by the widget's code once it loads.
import 'server-only';
import type { Jackpot } from '@sportsbook/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { JackpotCards } from './jackpot-cards';
import { JackpotWidget } from './jackpot-widget';

export function PageJackpots({ locale, jackpots }: { locale: Locale; jackpots: Jackpot[] | null }) {
  return (
    <JackpotWidget initial={jackpots}>
      {jackpots ? <JackpotCards jackpots={jackpots} intl={getIntl(locale)} /> : null}
    </JackpotWidget>
  );
}
