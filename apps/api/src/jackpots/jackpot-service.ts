// The jackpots' service: the jackpots and levels kept in step with the site configuration, the
// reads of section 7, hit seen marking, and the payout of hits: once per hit, as a ledger row
// of the winner's wallet, by a sweep that resumes after any fault.
import type { JackpotHit, jackpotHitsQuerySchema } from '@sportsbook/contracts';
import type { z } from 'zod';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../platform/db';
import type { BalanceChange, Wallet } from '../platform/wallet/wallet';
import { siteConverter } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { hitLevel, type JackpotLevelTerms } from './contribution';
import type { JackpotDefinition } from './definitions';
import { toJackpot, toJackpotHit, type JackpotRow, type ShownLevel } from './jackpot-dto';
import { jackpotEntries, jackpotHits, jackpotLevels, jackpots } from './schema';

/** States in which players see a jackpot; created and disabled ones are the operator's own. */
const SHOWN_STATES = ['active', 'paused', 'finished'];

/** Pending hits paid per sweep. */
const SWEEP_BATCH = 50;

export interface JackpotsDeps {
  db: Database;
  /** Hand-written statements in one transaction (a hit's lock and writes). */
  transaction: DatabaseHandle['transaction'];
  wallet: Wallet;
  site: () => SiteConfig;
  now: () => Date;
}

export type JackpotsError = 'JACKPOTS_DISABLED' | 'JACKPOT_NOT_FOUND' | 'JACKPOT_HIT_NOT_FOUND';

export class Jackpots {
  /**
   * The levels of the active jackpots per currency, read at start and after every sync (as the
   * jackpots themselves are): placements draw against them without reading them each time.
   */
  private activeLevels = new Map<string, JackpotLevelTerms[]>();

  constructor(private readonly deps: JackpotsDeps) {}

  enabled(): boolean {
    return this.deps.site().features.jackpots === true;
  }

  /** Whether a placement in this currency feeds a jackpot. */
  feeds(currency: string): boolean {
    return this.enabled() && this.activeLevels.has(currency);
  }

  /** The levels of the active jackpots in this currency, in level order. */
  levelsFor(currency: string): JackpotLevelTerms[] {
    return this.activeLevels.get(currency) ?? [];
  }

  /**
   * Brings the jackpots and their levels in line with the site configuration. A new level starts
   * with its seed as a ledger entry; a level already running keeps its pool.
   */
  async sync(definitions: JackpotDefinition[] = this.deps.site().jackpots.definitions) {
    await this.deps.db.transaction(async (tx) => {
      for (const definition of definitions) {
        const values = {
          key: definition.key,
          name: definition.name,
          currency: definition.currency,
          state: definition.state,
          contributionBp: definition.contribution_bp,
          minStake: definition.min_stake,
        };
        const [jackpot] = await tx
          .insert(jackpots)
          .values(values)
          .onConflictDoUpdate({ target: jackpots.key, set: values })
          .returning();
        for (const [position, level] of definition.levels.entries()) {
          const terms = {
            name: level.name,
            position,
            active: level.active,
            seedAmount: level.seed_amount,
            shareBp: level.share_bp,
            hitOneIn: level.hit_one_in,
          };
          const [created] = await tx
            .insert(jackpotLevels)
            .values({ jackpotId: jackpot!.id, code: level.code, ...terms })
            .onConflictDoNothing()
            .returning();
          if (!created) {
            await tx
              .update(jackpotLevels)
              .set(terms)
              .where(
                and(eq(jackpotLevels.jackpotId, jackpot!.id), eq(jackpotLevels.code, level.code)),
              );
          } else if (level.seed_amount > 0) {
            await tx.insert(jackpotEntries).values({
              levelId: created.id,
              type: 'seed',
              amount: level.seed_amount,
              reference: 'start',
            });
          }
        }
      }
    });
    await this.refresh();
  }

  /** Re-reads the levels of the active jackpots. */
  async refresh(): Promise<void> {
    const rows = await this.deps.db
      .select({ level: jackpotLevels, jackpot: jackpots })
      .from(jackpotLevels)
      .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
      .where(eq(jackpots.state, 'active'))
      .orderBy(jackpotLevels.id);
    const levels = new Map<string, JackpotLevelTerms[]>();
    for (const { level, jackpot } of rows) {
      const own = levels.get(jackpot.currency) ?? [];
      own.push({
        id: level.id,
        jackpotId: jackpot.id,
        code: level.code,
        active: level.active,
        shareBp: level.shareBp,
        hitOneIn: level.hitOneIn,
        contributionBp: jackpot.contributionBp,
        minStake: jackpot.minStake,
        state: jackpot.state as JackpotLevelTerms['state'],
      });
      levels.set(jackpot.currency, own);
    }
    this.activeLevels = levels;
  }

  private async shown(id?: number): Promise<{ rows: JackpotRow[]; levels: ShownLevel[] }> {
    const where = and(
      inArray(jackpots.state, SHOWN_STATES),
      id === undefined ? undefined : eq(jackpots.id, id),
    );
    const rows = await this.deps.db.select().from(jackpots).where(where).orderBy(jackpots.id);
    if (rows.length === 0) return { rows, levels: [] };
    const levels = await this.deps.db
      .select()
      .from(jackpotLevels)
      .where(
        inArray(
          jackpotLevels.jackpotId,
          rows.map((row) => row.id),
        ),
      );
    const pools = await this.deps.db
      .select({ levelId: jackpotEntries.levelId, pool: sql<string>`sum(${jackpotEntries.amount})` })
      .from(jackpotEntries)
      .where(
        inArray(
          jackpotEntries.levelId,
          levels.map((level) => level.id),
        ),
      )
      .groupBy(jackpotEntries.levelId);
    const poolOf = new Map(pools.map((row) => [row.levelId, Number(row.pool)]));
    return {
      rows,
      levels: levels.map((level) => ({ ...level, poolAmount: poolOf.get(level.id) ?? 0 })),
    };
  }

  /** Contributions and hits so far per jackpot, from its ledger. */
  private async totals(ids: number[]) {
    if (ids.length === 0) return new Map<number, { contributed: number; hit: number }>();
    const rows = await this.deps.db
      .select({
        jackpotId: jackpotLevels.jackpotId,
        contributed: sql<string>`coalesce(sum(${jackpotEntries.amount}) filter (where ${jackpotEntries.type} = 'contribution'), 0)`,
        hit: sql<string>`coalesce(-sum(${jackpotEntries.amount}) filter (where ${jackpotEntries.type} = 'hit'), 0)`,
      })
      .from(jackpotEntries)
      .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotEntries.levelId))
      .where(inArray(jackpotLevels.jackpotId, ids))
      .groupBy(jackpotLevels.jackpotId);
    return new Map(
      rows.map((row) => [
        row.jackpotId,
        { contributed: Number(row.contributed), hit: Number(row.hit) },
      ]),
    );
  }

  async list(locale: string | undefined) {
    if (!this.enabled()) return 'JACKPOTS_DISABLED' as const;
    const { rows, levels } = await this.shown();
    const totals = await this.totals(rows.map((row) => row.id));
    return rows.map((row) =>
      toJackpot(row, levels, totals.get(row.id) ?? { contributed: 0, hit: 0 }, locale),
    );
  }

  async one(id: number, locale: string | undefined) {
    if (!this.enabled()) return 'JACKPOTS_DISABLED' as const;
    const { rows, levels } = await this.shown(id);
    const row = rows[0];
    if (!row) return 'JACKPOT_NOT_FOUND' as const;
    const totals = await this.totals([row.id]);
    return toJackpot(row, levels, totals.get(row.id) ?? { contributed: 0, hit: 0 }, locale);
  }

  /**
   * The latest hits, newest first: of one jackpot, of a state, or the viewer's own (forUser;
   * unseen keeps those not yet seen and implies forUser).
   */
  async hits(
    viewer: string | null,
    query: Omit<z.output<typeof jackpotHitsQuerySchema>, 'limit'> & { limit: number },
    locale: string | undefined,
  ): Promise<JackpotHit[] | JackpotsError> {
    if (!this.enabled()) return 'JACKPOTS_DISABLED';
    const own = query.forUser === true || query.unseen === true;
    const conditions = [
      inArray(jackpots.state, SHOWN_STATES),
      query.jackpotId ? eq(jackpotHits.jackpotId, Number(query.jackpotId)) : undefined,
      query.status ? eq(jackpotHits.status, query.status) : undefined,
      own && viewer ? eq(jackpotHits.playerId, viewer) : undefined,
      query.unseen ? eq(jackpotHits.seen, false) : undefined,
    ];
    const rows = await this.deps.db
      .select({ hit: jackpotHits, jackpot: jackpots, level: jackpotLevels })
      .from(jackpotHits)
      .innerJoin(jackpots, eq(jackpots.id, jackpotHits.jackpotId))
      .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotHits.levelId))
      .where(and(...conditions))
      .orderBy(desc(jackpotHits.id))
      .limit(query.limit);
    const toEur = siteConverter(this.deps.site());
    return rows.map(({ hit, jackpot, level }) =>
      toJackpotHit(hit, jackpot, level, eurCents(toEur, hit.amount, hit.currency), viewer, locale),
    );
  }

  /** Marks the player's hits seen; answers the ids that were not seen before. */
  async markSeen(playerId: string, ids: string[]): Promise<string[]> {
    const rows = await this.deps.db
      .update(jackpotHits)
      .set({ seen: true })
      .where(
        and(
          eq(jackpotHits.playerId, playerId),
          eq(jackpotHits.seen, false),
          inArray(jackpotHits.id, ids.map(Number)),
        ),
      )
      .returning({ id: jackpotHits.id });
    return rows.map((row) => String(row.id));
  }

  /**
   * Pays one hit to its winner's wallet: under the hit's row lock, the ledger row and the paid
   * state commit together, so a hit paid twice at once (two sweeps, two instances) pays once.
   * Answers the balance change, or null when the hit was already paid.
   */
  async pay(hitId: number): Promise<BalanceChange | null> {
    const change = await this.deps.db.transaction(async (tx) => {
      const [hit] = await tx
        .select()
        .from(jackpotHits)
        .where(and(eq(jackpotHits.id, hitId), eq(jackpotHits.status, 'pending')))
        .for('update');
      if (!hit) return null;
      await this.deps.wallet.openAccount(hit.playerId, hit.currency, tx);
      const posted = await this.deps.wallet.post(
        {
          playerId: hit.playerId,
          currency: hit.currency,
          amount: hit.amount,
          type: 'jackpot_win',
          reference: `jackpot_hit:${hit.id}`,
        },
        tx,
      );
      await tx
        .update(jackpotHits)
        .set({ status: 'paid', paidAt: this.deps.now(), ledgerEntryId: posted.entryId })
        .where(eq(jackpotHits.id, hit.id));
      return posted;
    });
    if (change) await this.deps.wallet.announce(change);
    return change;
  }

  /** Pays the hits still pending (after a placement, and on the sweep); answers how many. */
  async payPending(): Promise<number> {
    const pending = await this.deps.db
      .select({ id: jackpotHits.id })
      .from(jackpotHits)
      .where(eq(jackpotHits.status, 'pending'))
      .orderBy(jackpotHits.id)
      .limit(SWEEP_BATCH);
    let paid = 0;
    for (const { id } of pending) if (await this.pay(id)) paid += 1;
    return paid;
  }

  /**
   * Development: makes a level of a jackpot hit for a player now, with the level's whole pool,
   * as a bet's draw would, and pays it.
   */
  async forceHit(jackpotId: number, playerId: string, levelCode?: string) {
    const [chosen] = await this.deps.db
      .select({ id: jackpotLevels.id, currency: jackpots.currency })
      .from(jackpotLevels)
      .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
      .where(
        and(
          eq(jackpotLevels.jackpotId, jackpotId),
          eq(jackpotLevels.active, true),
          levelCode === undefined ? undefined : eq(jackpotLevels.code, levelCode),
        ),
      )
      .orderBy(jackpotLevels.id)
      .limit(1);
    if (!chosen) return null;
    const hitId = await this.deps.transaction((query) =>
      hitLevel(query, {
        jackpotId,
        levelId: chosen.id,
        playerId,
        betId: null,
        currency: chosen.currency,
      }),
    );
    if (hitId === null) return null;
    await this.pay(hitId);
    return { id: hitId };
  }
}

/** An amount in euro cents at the site's rates (0 when the rates do not cover the currency). */
function eurCents(
  toEur: ReturnType<typeof siteConverter>,
  amount: number,
  currency: string,
): number {
  if (currency === 'EUR') return amount;
  try {
    return toEur(amount as Parameters<typeof toEur>[0], currency, 'EUR');
  } catch {
    return 0;
  }
}
