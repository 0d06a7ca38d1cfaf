// The list calls: the kinds a path names, and the filters and pages over a player's bonuses. The
// POST variants carry the same filters in the body, and may name the bonuses (`ids`).
import type { Bonus, BonusKindQuery, BonusListQuery } from '@sportsbook/contracts';
import {
  FREEBET_TYPES,
  SHOWN_BONUS_STATES,
  bonusFamilyOf,
  type BonusType,
} from '@sportsbook/domain';
import { toBonus, type BonusRow } from './bonus-dto';

/** The list calls' kinds: the path segment and the types it holds. */
export const BONUS_KIND_PATHS = {
  comboboosts: ['comboboost'],
  freebets: [...FREEBET_TYPES],
  'freebets/amb': ['ambFreebet'],
  lootboxes: ['lootbox'],
  huntings: ['hunting'],
  tournaments: ['tournament'],
} as const satisfies Record<string, readonly BonusType[]>;
export type BonusKindPath = keyof typeof BONUS_KIND_PATHS;

/** The list filters: the GET calls' query, or the POST calls' body with its `ids`. */
type ListFilter = BonusListQuery & { ids?: readonly string[] | undefined };
type KindFilter = BonusKindQuery & { ids?: readonly string[] | undefined };

function matches(
  bonus: Bonus,
  filter: {
    status?: BonusListQuery['status'];
    available?: boolean | undefined;
    unseen?: boolean | undefined;
    ids?: readonly string[] | undefined;
  },
): boolean {
  if (filter.ids && !filter.ids.includes(bonus.id)) return false;
  if (filter.available && !SHOWN_BONUS_STATES.includes(bonus.status)) return false;
  if (filter.unseen && bonus.seen) return false;
  if (filter.status === 'upcoming') {
    return bonus.status === 'available' || bonus.status === 'not_available';
  }
  return filter.status === undefined || bonus.status === filter.status;
}

/** GET and POST /bonuses: filtered, at most limit_per_type of each type. */
export function listBonuses(rows: BonusRow[], query: ListFilter, now: Date): Bonus[] {
  const perType = new Map<string, number>();
  const out: Bonus[] = [];
  for (const row of rows) {
    if (query.type === 'freebets' && bonusFamilyOf(row.type as BonusType) !== 'freebet') continue;
    if (query.type && query.type !== 'freebets' && row.type !== query.type) continue;
    const bonus = toBonus(row, query.locale, now);
    if (!matches(bonus, query)) continue;
    const taken = perType.get(bonus.type) ?? 0;
    if (taken >= query.limit_per_type) continue;
    perType.set(bonus.type, taken + 1);
    out.push(bonus);
  }
  return out;
}

/** GET /bonuses/{kind} (and POST /bonuses/freebets/amb): a page of one kind. */
export function bonusPage(rows: BonusRow[], kind: BonusKindPath, query: KindFilter, now: Date) {
  const types: readonly string[] = BONUS_KIND_PATHS[kind];
  const all = rows
    .filter((row) => types.includes(row.type))
    .map((row) => toBonus(row, query.locale, now))
    .filter((b) =>
      matches(b, { status: query.status, available: query.isAvailable, ids: query.ids }),
    );
  const start = (query.page - 1) * query.limit;
  return {
    data: all.slice(start, start + query.limit),
    pagination: {
      total: all.length,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(all.length / query.limit)),
    },
  };
}
