// The limit a bet-limit message names ({limit}): an amount in the bet's currency, odds in the
// player's format, or a count of selections.
import { formatOdds, type OddsFormat, type OddsInt, type Restriction } from '@sportsbook/domain';

export function limitText(
  restriction: Pick<Restriction, 'type' | 'limit'>,
  money: (minor: number) => string,
  format: OddsFormat,
): string {
  const limit = restriction.limit ?? 0;
  if (restriction.type === 'max_stake' || restriction.type === 'max_payout') return money(limit);
  if (restriction.type === 'max_odds') return formatOdds(limit as OddsInt, format);
  return String(limit);
}
