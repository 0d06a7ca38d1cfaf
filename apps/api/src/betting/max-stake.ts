// The largest stake the site's limits allow for bets of a slip, from the live catalogue's prices.
import type { BetRequestBody } from '@sportsbook/contracts';
import {
  betMaxStake,
  isMaxStakeSupported,
  type MinorUnits,
  multiplyOdds,
  priceCustomBet,
  systemMaxStake,
} from '@sportsbook/domain';
import type { CatalogueStore } from '../catalogue/store';
import { currency as currencyOf } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { betShapeOf, resolveSelection } from './catalogue-check';
import { domainLimits, siteConverter } from './placement-check';

/**
 * Each bet's largest stake, or null when a selection is gone, its providers have no limit or it
 * is no bet. Singles and combos at the product of today's odds; a bet builder at its builder
 * price today; a system bet a whole share per line (the debit the placement books).
 */
export function maxStakes(
  store: CatalogueStore,
  config: SiteConfig,
  bets: readonly BetRequestBody[],
): { max_stake: MinorUnits | null }[] {
  const limits = domainLimits(config);
  return bets.map((bet) => {
    const resolved = bet.selections.map((s) => resolveSelection(store, s, 'any'));
    if (resolved.some((r) => !r.ok)) return { max_stake: null };
    const selections = resolved.flatMap((r) => (r.ok ? [r.selection] : []));
    const providers = selections.map((s) => ({ provider: s.market.provider }));
    const [primary] = Object.keys(config.sportsbook.multi_bet_available_by_provider);
    const supported = isMaxStakeSupported(
      providers,
      primary ?? providers[0]?.provider ?? '',
      config.betting.max_stake_second_provider ?? undefined,
    );
    if (!supported) return { max_stake: null };
    const shape = betShapeOf(bet);
    if (!shape.ok) return { max_stake: null };
    const currency = bet.stake.currency;
    const ctx = { limits, fiat: currencyOf(currency).fiat, convert: siteConverter(config) };
    if (shape.type === 'system') {
      const odds = selections.map((s) => s.odds);
      return { max_stake: systemMaxStake({ currency, odds, systemType: shape.system! }, ctx) };
    }
    if (shape.type === 'custom') {
      const price = priceCustomBet(
        selections.map((s) => ({
          matchId: s.match.id,
          marketId: s.market.marketId,
          specifier: s.market.specifier,
          outcomeId: s.outcome.id,
          odds: s.odds,
        })),
      );
      return { max_stake: price.ok ? betMaxStake({ currency, odds: price.odds }, ctx) : null };
    }
    const odds = multiplyOdds(...selections.map((s) => s.odds));
    return { max_stake: betMaxStake({ currency, odds }, ctx) };
  });
}
