// The largest stake the site's limits allow for bets of a slip, from the live catalogue's prices.
import type { BetRequestBody } from '@sportsbook/contracts';
import {
  betMaxStake,
  isMaxStakeSupported,
  minorUnits,
  type MinorUnits,
  multiplyOdds,
  priceCustomBet,
  systemMaxStake,
  systemStakeSplit,
} from '@sportsbook/domain';
import type { CatalogueStore } from '../catalogue/store';
import { currency as currencyOf } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { betShapeOf, resolveSelection } from './catalogue-check';
import { siteConverter } from '../site/currencies';
import { domainLimits } from './placement-check';

/**
 * Each bet's largest stake, or null when a selection is gone, its providers have no limit or it
 * is no bet. Singles and combos at the product of today's odds; a bet builder at its builder
 * price today; a system bet a whole share per line (the debit the placement books). No more than
 * `room` lets through in the bet's currency (the player's wager and loss limits), when it has one.
 */
export function maxStakes(
  store: CatalogueStore,
  config: SiteConfig,
  bets: readonly BetRequestBody[],
  room: ReadonlyMap<string, number> = new Map(),
): { max_stake: MinorUnits | null }[] {
  return bets.map((bet) => {
    const max = siteMaxStake(store, config, bet);
    const left = room.get(bet.stake.currency);
    if (max === null || left === undefined || max <= left) return { max_stake: max };
    const system = betShapeOf(bet);
    return {
      max_stake:
        system.ok && system.type === 'system'
          ? systemStakeSplit(minorUnits(left), system.system!).debit
          : minorUnits(left),
    };
  });
}

function siteMaxStake(
  store: CatalogueStore,
  config: SiteConfig,
  bet: BetRequestBody,
): MinorUnits | null {
  const limits = domainLimits(config);
  const resolved = bet.selections.map((s) => resolveSelection(store, s, 'any'));
  if (resolved.some((r) => !r.ok)) return null;
  const selections = resolved.flatMap((r) => (r.ok ? [r.selection] : []));
  const providers = selections.map((s) => ({ provider: s.market.provider }));
  const [primary] = Object.keys(config.sportsbook.multi_bet_available_by_provider);
  const supported = isMaxStakeSupported(
    providers,
    primary ?? providers[0]?.provider ?? '',
    config.betting.max_stake_second_provider ?? undefined,
  );
  if (!supported) return null;
  const shape = betShapeOf(bet);
  if (!shape.ok) return null;
  const currency = bet.stake.currency;
  const ctx = { limits, fiat: currencyOf(currency).fiat, convert: siteConverter(config) };
  if (shape.type === 'system') {
    const odds = selections.map((s) => s.odds);
    return systemMaxStake({ currency, odds, systemType: shape.system! }, ctx);
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
    return price.ok ? betMaxStake({ currency, odds: price.odds }, ctx) : null;
  }
  const odds = multiplyOdds(...selections.map((s) => s.odds));
  return betMaxStake({ currency, odds }, ctx);
}
