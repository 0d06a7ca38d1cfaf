'use client';
// /api/sb/bonuses: the player's bonuses, a bonus's terms, activation and promo codes.
import type { Bonus, PromoCodeBonus } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

const BASE = '/api/sb/bonuses';

/** Every bonus the page shows: the list call's per-type limit is raised above the default 4. */
const PAGE_LIMIT_PER_TYPE = 50;

export async function getBonuses(locale: string, signal?: AbortSignal): Promise<Bonus[]> {
  const answer = await apiFetch<{ data: Bonus[] }>(
    `${BASE}?limit_per_type=${PAGE_LIMIT_PER_TYPE}&locale=${encodeURIComponent(locale)}`,
    { ...(signal ? { signal } : {}) },
  );
  return answer.data;
}

/** Some of the player's bonuses by id, in `locale` (POST /bonuses: the filters in the body). */
export async function getBonusesById(
  ids: string[],
  locale: string,
  signal?: AbortSignal,
): Promise<Bonus[]> {
  const answer = await apiFetch<{ data: Bonus[] }>(BASE, {
    method: 'POST',
    body: { ids, locale, limit_per_type: ids.length },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** How many of each type the catch-up read after subscribing looks at, newest first. */
const NEWEST_PER_TYPE = 5;

/** The player's newest bonuses of each type, in `locale` (what a toast may have missed). */
export async function getNewestBonuses(locale: string, signal?: AbortSignal): Promise<Bonus[]> {
  const answer = await apiFetch<{ data: Bonus[] }>(BASE, {
    method: 'POST',
    body: { locale, limit_per_type: NEWEST_PER_TYPE },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** The kind path of the detail and terms calls. */
function bonusKindPath(type: Bonus['type']): string {
  if (type === 'comboboost') return 'comboboosts';
  if (type === 'ambFreebet') return 'freebets/amb';
  return 'freebets';
}

interface BonusTerms {
  id: string;
  name: string;
  terms: string[];
}

export function getBonusTerms(
  bonus: Pick<Bonus, 'id' | 'type'>,
  locale: string,
  signal?: AbortSignal,
): Promise<BonusTerms> {
  return apiFetch<BonusTerms>(
    `${BASE}/${bonusKindPath(bonus.type)}/${encodeURIComponent(bonus.id)}/terms?locale=${encodeURIComponent(locale)}`,
    { ...(signal ? { signal } : {}) },
  );
}

export function activateBonus(id: string, locale: string): Promise<Bonus> {
  return apiFetch<Bonus>(
    `${BASE}/${encodeURIComponent(id)}/activate?locale=${encodeURIComponent(locale)}`,
    { method: 'POST' },
  );
}

export function redeemPromoCode(code: string, locale: string): Promise<PromoCodeBonus> {
  return apiFetch<PromoCodeBonus>(`${BASE}/promo-code?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    body: { code },
  });
}

/**
 * The player's bonuses as the promotions page and the slip read them: one query (same key and
 * call), so an activation or a toast that refreshes ['bonuses', 'list'] refreshes both.
 */
export const bonusListQuery = (playerId: string | undefined, locale: string) => ({
  queryKey: ['bonuses', 'list', playerId, locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getBonuses(locale, signal),
  staleTime: 0,
});
