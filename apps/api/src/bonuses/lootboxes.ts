// Lootbox chests: the seed committed when a chest is issued, and opening it. The reward is drawn
// from the stored seed, the player and the chest (the jackpots' seeded SHA-256 draw) and issued
// in the transaction that records the draw, so a chest gives one reward whatever races or dies.
import { createHash, randomBytes } from 'node:crypto';
import type { Bonus, LootboxDraw } from '@sportsbook/contracts';
import {
  playerEligibility,
  rewardIndexOf,
  type BonusPlayer,
  type FreebetTerms,
  type LootboxTerms,
} from '@sportsbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { seededDraw } from '../jackpots/draw';
import type { Database, Executor } from '../platform/db';
import { stateOf, type BonusRow, type StoredTerms } from './bonus-dto';
import { bonusError, type BonusError } from './bonus-error';
import { lootboxDraws } from './lootbox-schema';
import { playerBonuses } from './schema';

type DrawRow = typeof lootboxDraws.$inferSelect;

const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * Commits the seed a chest will be drawn from: called in the transaction that issues the
 * lootbox, so its hash is shown from the start and the seed cannot be chosen after.
 */
export async function commitChestSeed(db: Executor, bonus: Pick<BonusRow, 'id' | 'playerId'>) {
  const serverSeed = randomBytes(32).toString('hex');
  await db
    .insert(lootboxDraws)
    .values({
      bonusId: bonus.id,
      playerId: bonus.playerId,
      serverSeed,
      serverSeedHash: seedHashOf(serverSeed),
    })
    .onConflictDoNothing();
}

/** The roll of a chest: the first 52 bits of SHA-256("{seed}:{player id}:{bonus id}"). */
export const chestRoll = (serverSeed: string, playerId: string, bonusId: number) =>
  seededDraw(serverSeed, playerId, bonusId);

function drawDto(row: DrawRow): LootboxDraw {
  const opened = row.openedAt !== null;
  return {
    server_seed_hash: row.serverSeedHash,
    // The seed stays secret until the draw is made: shown before, it would tell the reward.
    server_seed: opened ? row.serverSeed : null,
    roll: row.roll,
    reward_index: row.rewardIndex,
    reward_bonus_id: row.rewardBonusId === null ? null : String(row.rewardBonusId),
    opened_at: row.openedAt?.toISOString() ?? null,
  };
}

/** The bonuses with each lootbox's draw attached (one read for all of them). */
export async function withChestDraws(db: Executor, bonuses: Bonus[]): Promise<Bonus[]> {
  const ids = bonuses.filter((b) => b.type === 'lootbox').map((b) => Number(b.id));
  if (ids.length === 0) return bonuses;
  const rows = await db.select().from(lootboxDraws).where(inArray(lootboxDraws.bonusId, ids));
  const byId = new Map(rows.map((row) => [String(row.bonusId), drawDto(row)]));
  return bonuses.map((b) => {
    const draw = byId.get(b.id);
    return draw ? { ...b, draw } : b;
  });
}

/** The freebet a reward line issues, lasting its valid_days from now. */
function rewardFreebet(chest: LootboxTerms, line: number, now: Date): FreebetTerms | null {
  const reward = chest.rewards[line];
  if (!reward || reward.kind !== 'freebet') return null;
  return {
    type: reward.freebetType,
    countryCodes: chest.countryCodes,
    onlyVerified: chest.onlyVerified,
    eventConditions: chest.eventConditions,
    validTo: new Date(now.getTime() + reward.validDays * 86_400_000).toISOString(),
    minOdds: reward.minOdds,
    maxOdds: null,
    matchStatus: 'both',
    selectionCountFrom: 1,
    selectionCountTo: 30,
    amount: reward.amount,
    currency: chest.currency,
  };
}

export interface OpenedChest {
  chest: BonusRow;
  /** The freebet issued by this call (null when it drew nothing or the chest was open already). */
  reward: BonusRow | null;
}

/**
 * Opens a player's chest: the chest row and its seed are locked, the roll drawn, the reward
 * issued and the draw and the chest's end written, all in one transaction. A chest open already
 * answers as it is (a second open, or a retry after a lost answer, gets the same draw).
 */
export async function openChest(
  db: Database,
  playerId: string,
  bonusId: number,
  player: BonusPlayer | null,
  now: Date,
): Promise<OpenedChest | BonusError> {
  return db.transaction(async (tx) => {
    const [chest] = await tx
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.playerId, playerId)))
      .for('update');
    if (!chest || chest.type !== 'lootbox') return bonusError('BONUS_NOT_FOUND');
    const state = stateOf(chest, now);
    if (state === 'bonus_over') return { chest, reward: null };
    if (state === 'expired') {
      await tx
        .update(playerBonuses)
        .set({ status: 'expired', endedAt: chest.validTo })
        .where(eq(playerBonuses.id, chest.id));
      return bonusError('BONUS_EXPIRED');
    }
    if (state !== 'available' && state !== 'not_available') return bonusError('BONUS_ENDED');
    const terms = (chest.terms as StoredTerms).terms as LootboxTerms;
    const eligible = player ? playerEligibility(terms, player, now) : null;
    if (!eligible || !eligible.ok) return bonusError(eligible?.code ?? 'BONUS_NOT_ELIGIBLE');

    // A chest issued before seeds were committed gets its seed now, before the draw reads it.
    await commitChestSeed(tx, chest);
    const [seed] = await tx
      .select()
      .from(lootboxDraws)
      .where(eq(lootboxDraws.bonusId, chest.id))
      .for('update');
    if (!seed) throw new Error(`lootbox ${chest.id} has no seed`);
    const roll = chestRoll(seed.serverSeed, playerId, chest.id);
    const line = rewardIndexOf(
      terms.rewards.map((r) => r.weight),
      roll,
    );
    const freebet = rewardFreebet(terms, line, now);
    let reward: BonusRow | undefined;
    if (freebet) {
      const stored = chest.terms as StoredTerms;
      [reward] = await tx
        .insert(playerBonuses)
        .values({
          playerId,
          definitionKey: chest.definitionKey,
          type: freebet.type,
          status: 'available',
          terms: { terms: freebet, texts: stored.texts } satisfies StoredTerms,
          currency: freebet.currency,
          amount: freebet.amount,
          validTo: new Date(freebet.validTo as string),
          source: 'lootbox',
          sourceRef: String(chest.id),
          issuedAt: now,
        })
        .returning();
    }
    await tx
      .update(lootboxDraws)
      .set({ openedAt: now, roll, rewardIndex: line, rewardBonusId: reward?.id ?? null })
      .where(eq(lootboxDraws.bonusId, chest.id));
    const [opened] = await tx
      .update(playerBonuses)
      .set({ status: 'bonus_over', activatedAt: now, endedAt: now })
      .where(eq(playerBonuses.id, chest.id))
      .returning();
    return { chest: opened as BonusRow, reward: reward ?? null };
  });
}
