// The jackpots a page's server render shows first.
import 'server-only';
import { jackpotListSchema, type Jackpot } from '@sportsbook/contracts';
import { unstable_rethrow } from 'next/navigation';
import { apiGet, ApiError } from '@/lib/api/server';

/**
 * The jackpots in the page's language: none when the site has them off (the API answers 404),
 * null when the read failed otherwise (the widget then reads them itself).
 */
export async function getPageJackpots(locale: string): Promise<Jackpot[] | null> {
  try {
    const answer = await apiGet(
      `/api/sb/jackpots?locale=${encodeURIComponent(locale)}`,
      jackpotListSchema,
    );
    return answer.data;
  } catch (error) {
    unstable_rethrow(error);
    return error instanceof ApiError && error.status === 404 ? [] : null;
  }
}
