// The site's bet limits (system data) in the domain's form, for the slip's checks before placement.
import type { BetLimits as SiteBetLimits } from '@sportsbook/contracts';
import { minorUnits, type BetLimits, type OddsInt } from '@sportsbook/domain';

export function toDomainLimits(site: SiteBetLimits): BetLimits {
  const amounts = (list: { currency_code: string; amount: number }[]) =>
    list.map((entry) => ({ currencyCode: entry.currency_code, amount: minorUnits(entry.amount) }));
  return {
    maxStakeLimit: {
      fiat: amounts(site.max_stake_limit.fiat),
      crypto: amounts(site.max_stake_limit.crypto),
    },
    oddsLimit: { value: site.odds_limit.value as OddsInt, action: site.odds_limit.action },
    payoutLimit: {
      amount: minorUnits(site.payout_limit.amount),
      currencyCode: site.payout_limit.currency_code,
      action: site.payout_limit.action,
    },
    selectionLimit: { value: site.selection_limit.value },
  };
}
