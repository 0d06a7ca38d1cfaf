// Status groups: loyalty tiers that follow comp points, plus groups an operator assigns (e.g. spi_test).
import type { z } from 'zod';
import type { statusGroupSchema } from '@sportsbook/contracts';

type StatusGroup = z.infer<typeof statusGroupSchema>;

const LOYALTY_GROUPS = [
  { id: 'bronze', name: 'Bronze', min: 0, max: 999 },
  { id: 'silver', name: 'Silver', min: 1000, max: 4999 },
  { id: 'gold', name: 'Gold', min: 5000, max: 19_999 },
  { id: 'platinum', name: 'Platinum', min: 20_000, max: null },
] as const;

/** Groups an operator assigns; quick_deposit_test shows only to spi_test. */
const ASSIGNED_GROUPS: Record<string, string> = {
  spi_test: 'Payment test players',
  vip: 'VIP',
  deposit_reminder: 'Deposit reminder',
};

function loyaltyGroupOf(compPoints: number) {
  return LOYALTY_GROUPS.find(
    (g) => compPoints >= g.min && (g.max === null || compPoints <= g.max),
  )!;
}

/** Keys of every group the player is in: the loyalty tier first. */
export function statusKeys(compPoints: number, assigned: string[]): string[] {
  return [loyaltyGroupOf(compPoints).id, ...assigned];
}

export function statusGroups(compPoints: number, assigned: string[]): StatusGroup[] {
  const tier = loyaltyGroupOf(compPoints);
  const loyalty: StatusGroup[] = LOYALTY_GROUPS.map((g) => ({
    id: g.id,
    name: g.name,
    status: g.id === tier.id ? 'active' : 'inactive',
    writeable: false,
    comp_points_min: g.min,
    comp_points_max: g.max,
  }));
  const manual: StatusGroup[] = assigned.map((id) => ({
    id,
    name: ASSIGNED_GROUPS[id] ?? id,
    status: 'active',
    writeable: true,
    comp_points_min: null,
    comp_points_max: null,
  }));
  return [...loyalty, ...manual];
}
