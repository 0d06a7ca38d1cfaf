// The largest stake the site's limits allow for bets of a slip, from the live catalogue's prices.
import type { BetRequestBody } from '@sportsbook/contracts';
import {
  betMaxStake,
  isMaxStakeSupported,
  multiplyOdds,
  type MinorUnits,
} from '@sportsbook/domain';
import type { CatalogueStore } from '../catalogue/store';
import { currency as currencyOf } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { resolveSelection } from './catalogue-check';
import { domainLimits, siteConverter } from './placement-check';

/** Each bet's largest stake, or null when a selection is gone or its providers have no limit. */
export function maxStakes(
  store: CatalogueStore,
  config: SiteConfig,
  bets: readonly Pick<BetRequestBody, 'selections' | 'stake'>[],
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
    const max = betMaxStake(
      { currency: bet.stake.currency, odds: multiplyOdds(...selections.map((s) => s.odds)) },
      { limits, fiat: currencyOf(bet.stake.currency).fiat, convert: siteConverter(config) },
    );
    return { max_stake: max };
  });
}
