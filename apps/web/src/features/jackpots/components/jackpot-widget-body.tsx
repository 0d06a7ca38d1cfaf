'use client';
// The jackpots with their levels and pools, refetched every 15 s (spec 4) so the amounts grow
// as bets feed them. It starts from what the page's server render read, when it read any.
import type { Jackpot } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { getJackpots } from '../api/jackpots';
import { JACKPOT_REFETCH_MS } from '../timing';
import { JackpotCards } from './jackpot-cards';

function JackpotWidgetBody({ initial }: { initial?: Jackpot[] | undefined }) {
  const intl = useIntl();
  const jackpots = useQuery({
    queryKey: ['jackpots', intl.locale],
    queryFn: ({ signal }) => getJackpots(intl.locale, signal),
    refetchInterval: JACKPOT_REFETCH_MS,
    staleTime: 0,
    ...(initial ? { initialData: initial } : {}),
  });
  return jackpots.data ? <JackpotCards jackpots={jackpots.data} intl={intl} /> : null;
}

export default withQueryClient(JackpotWidgetBody);
