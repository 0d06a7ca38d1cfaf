// The bet builder as the player sees it: which markets of a match can go in, and the price of a
// combination or the reason it has none.
import type { BetRequestBody, CustomBetPrice, Market } from '@sportsbook/contracts';
import { MARKET_STATUS, oddsToDecimal, priceCustomBet } from '@sportsbook/domain';
import { isListedMarket, toMarketDto } from '../catalogue/dto';
import type { CatalogueStore } from '../catalogue/store';
import { resolveSelection } from './catalogue-check';
import { localizedBetError } from './messages';

/** The open listed markets of a match, or null when the catalogue has no such match. */
export function customBetMarkets(store: CatalogueStore, matchId: number): Market[] | null {
  const match = store.matches.get(matchId);
  if (!match) return null;
  const markets = [...match.markets.values()].filter(
    (m) => isListedMarket(m) && m.status === MARKET_STATUS.allowed,
  );
  return markets.map((m) => toMarketDto(match, m));
}

/** The correlated price of a same-match combination, or why it cannot be priced. */
export function quoteCustomBet(
  store: CatalogueStore,
  selections: BetRequestBody['selections'],
  locale: string,
): CustomBetPrice {
  const resolved = selections.map((s) => resolveSelection(store, s, 'any'));
  const failed = resolved.find((r) => !r.ok);
  if (failed && !failed.ok) {
    return {
      odds: 1,
      available: false,
      localized_message: localizedBetError(failed.code, locale),
    };
  }
  const priced = priceCustomBet(
    resolved.map((r) => {
      const s = (r as Extract<typeof r, { ok: true }>).selection;
      return {
        matchId: s.match.id,
        marketId: s.market.marketId,
        specifier: s.market.specifier,
        outcomeId: s.outcome.id,
        odds: s.odds,
      };
    }),
  );
  if (!priced.ok)
    return {
      odds: 1,
      available: false,
      localized_message: localizedBetError(priced.code, locale),
    };
  return { odds: oddsToDecimal(priced.odds), available: true, localized_message: null };
}
