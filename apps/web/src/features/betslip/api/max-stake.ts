'use client';
// The largest stake the site's limits allow for a bet (POST /api/sb/bets/max-stake).
import { toBetRequest } from '@sportsbook/contracts/slip-mappers';
import { minorUnits, type BetSlipBet, type MinorUnits } from '@sportsbook/domain';
import { apiFetch } from '@/lib/api/client';

/** The bet's largest stake, or null when the limits do not cover its selections. */
export async function fetchMaxStake(bet: BetSlipBet): Promise<MinorUnits | null> {
  // The route reads the selections and the currency; a stake must be present to be a bet.
  const request = toBetRequest({ ...bet, stake: minorUnits(Math.max(bet.stake, 1)) });
  const { data } = await apiFetch<{ data: { max_stake: number | null }[] }>(
    '/api/sb/bets/max-stake',
    { method: 'POST', body: { bets: [request] } },
  );
  const max = data[0]?.max_stake;
  return max === null || max === undefined ? null : minorUnits(max);
}
