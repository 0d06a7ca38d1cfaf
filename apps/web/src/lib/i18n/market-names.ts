// Market, outcome, group and period names in the page's language, from the domain's templates;
// a name without a template (an outright's competitor) is shown as the feed sends it.
import {
  MARKET_GROUPS,
  marketNameTemplate,
  outcomeNameTemplate,
  periodNameTemplate,
  type MarketKey,
  type NameTemplate,
  type PeriodKey,
} from '@sportsbook/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** What of react-intl's IntlShape (server or client) the names need. */
interface Formatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, number | string>): string;
}

/** The sides of a match by name. */
export interface Teams {
  home: string;
  away: string;
}

export interface MarketNames {
  /**
   * "Total 2.5" in the page's language; `sportKey` picks a sport's own words (table tennis games),
   * `teams` names the team of a team total.
   */
  market(market: MarketKey & { name: string }, sportKey?: string, teams?: Teams): string;
  /** "Over 2.5", "Yes"; 1, X and 2 stay as they are. `short` is a narrow column's form ("O 2.5"). */
  outcome(market: MarketKey, outcome: { id: string; name: string }, short?: boolean): string;
  /** A market group of the match page ("main", "totals"). */
  group(key: string): string;
  /** A period of the scoreboard ("1st half"). */
  period(period: PeriodKey): string;
}

export function marketNames(intl: Formatter): MarketNames {
  const text = (template: NameTemplate | null, fallback: string) =>
    template ? intl.formatMessage({ id: template.id }, template.values) : fallback;
  return {
    market: (market, sportKey, teams) =>
      text(marketNameTemplate(market, sportKey, teams), market.name),
    outcome: (market, outcome, short = false) =>
      text(outcomeNameTemplate(market, outcome.id, { short }), outcome.name),
    group: (key) =>
      (MARKET_GROUPS as readonly string[]).includes(key)
        ? intl.formatMessage({ id: `market.group.${key}` })
        : key.replaceAll('_', ' '),
    period: (period) => text(periodNameTemplate(period), period.period_name),
  };
}

export function useMarketNames(): MarketNames {
  const intl = useIntl();
  return useMemo(() => marketNames(intl), [intl]);
}
