// Activating a held bonus: the player's bonuses of its kind are locked in one order, the bonus is
// checked (state, the player's eligibility) and made active, overriding the active one of its kind
// (a freebet only when the site allows one at a time; tournaments never override one another).
import {
  FREEBET_TYPES,
  bonusFamilyOf,
  playerEligibility,
  type BonusPlayer,
  type BonusType,
} from '@sportsbook/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import { stateOf, type BonusRow, type StoredTerms } from './bonus-dto';
import type { BonusError } from './bonus-error';
import { bonusError } from './bonus-error';
import { playerBonuses } from './schema';

/** Activates the player's bonus `found`; answers it active, or the refusal. */
export function activateBonus(
  db: Database,
  playerId: string,
  found: BonusRow,
  facts: BonusPlayer | null,
  now: Date,
  options: { multipleFreebets: boolean },
): Promise<BonusRow | BonusError> {
  const family = bonusFamilyOf(found.type as BonusType);
  const sameFamily: string[] = family === 'freebet' ? [...FREEBET_TYPES] : [found.type];
  return db.transaction(async (tx) => {
    // Every bonus of the family is locked in one order, so two activations of the player's
    // bonuses of one kind run one after the other and the second overrides the first.
    const held = await tx
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.type, sameFamily)))
      .orderBy(playerBonuses.id)
      .for('update');
    const row = held.find((h) => h.id === found.id);
    if (!row) return bonusError('BONUS_NOT_FOUND');
    const state = stateOf(row, now);
    if (state === 'active') return row;
    if (state === 'expired') {
      await tx
        .update(playerBonuses)
        .set({ status: 'expired', endedAt: row.validTo })
        .where(eq(playerBonuses.id, row.id));
      return bonusError('BONUS_EXPIRED');
    }
    if (state === 'bonus_over') return bonusError('BONUS_USED');
    if (state !== 'available' && state !== 'not_available') return bonusError('BONUS_ENDED');
    const { terms } = row.terms as StoredTerms;
    const eligible = facts ? playerEligibility(terms, facts, now) : null;
    if (!eligible || !eligible.ok) return bonusError(eligible?.code ?? 'BONUS_NOT_ELIGIBLE');
    // A player may join several tournaments at once.
    const overrides =
      family === 'tournament' ? false : family !== 'freebet' || !options.multipleFreebets;
    if (overrides) {
      await tx
        .update(playerBonuses)
        .set({ status: 'overridden', endedAt: now })
        .where(
          and(
            eq(playerBonuses.playerId, playerId),
            eq(playerBonuses.status, 'active'),
            inArray(playerBonuses.type, sameFamily),
            ne(playerBonuses.id, row.id),
            // A freebet already staked on a bet stays with that bet.
            sql`${playerBonuses.usedInBet} is null`,
          ),
        );
    }
    const [activated] = await tx
      .update(playerBonuses)
      .set({ status: 'active', activatedAt: now })
      .where(eq(playerBonuses.id, row.id))
      .returning();
    return activated as BonusRow;
  });
}
