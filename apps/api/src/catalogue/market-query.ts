// A match's markets as its page lists them: listed markets only, by group or id, in the book's
// order (priority, market id, then specifier with numbers compared as numbers), one page at a time.
import type { Market, Paginated } from '@sportsbook/contracts';
import { isListedMarket, toMarketDto } from './dto';
import type { MatchRecord } from './records';

export interface MarketFilters {
  group_key?: string | undefined;
  market_id?: number[] | undefined;
  page: number;
  limit: number;
}

export function marketsPage(match: MatchRecord, filters: MarketFilters): Paginated<Market> {
  const { group_key, market_id, page, limit } = filters;
  const markets = [...match.markets.values()]
    .filter(isListedMarket)
    .filter((m) => !group_key || m.groups.includes(group_key))
    .filter((m) => !market_id || market_id.includes(m.marketId))
    .sort(
      (a, b) =>
        a.priority - b.priority ||
        a.marketId - b.marketId ||
        a.specifier.localeCompare(b.specifier, 'en', { numeric: true }),
    );
  const start = (page - 1) * limit;
  return {
    data: markets.slice(start, start + limit).map((m) => toMarketDto(match, m)),
    pagination: {
      total: markets.length,
      page,
      limit,
      last_page: Math.max(1, Math.ceil(markets.length / limit)),
    },
  };
}
