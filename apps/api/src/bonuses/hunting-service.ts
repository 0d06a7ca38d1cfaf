// Huntings and hunting tournaments beyond the placement: the farming stats a list shows, a
// tournament's pool and rating, tournament_pool_changed, and the payment of a finished
// tournament's prizes (once: the result row and every prize commit together).
import type { Bonus, TournamentPoolChanged, TournamentRating } from '@sportsbook/contracts';
import { channels } from '@sportsbook/contracts';
import {
  maskEmail,
  minorUnits,
  rankTournament,
  tournamentPrizes,
  type TournamentTerms,
} from '@sportsbook/domain';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db';
import { players } from '../platform/schema/players';
import type { BalanceChange, Wallet } from '../platform/wallet/wallet';
import type { SiteConfig } from '../site/site-config';
import type { BonusRow, StoredTerms } from './bonus-dto';
import { bonusError, type BonusError } from './bonus-error';
import { tournamentTerms } from './hunting-definitions';
import { prizesOf } from './hunting-dto';
import {
  huntingFarms,
  tournamentFarms,
  tournamentPrizes as prizeRows,
  tournamentResults,
} from './hunting-schema';
import { playerBonuses } from './schema';
import type { FarmOutcome } from './farming';

/** A placement may commit just after a tournament's end: its prizes wait this long. */
const SETTLE_GRACE_MS = 10_000;

export interface HuntingDeps {
  db: Database;
  wallet: Wallet;
  site: () => SiteConfig;
  now: () => Date;
  /** Publishes one message on several channels (best effort). */
  broadcast: (channels: string[], data: unknown) => Promise<void>;
  /** Announces bonuses issued after the transaction that wrote them committed. */
  announceIssued: (playerId: string, bonusIds: number[]) => Promise<void>;
}

interface Standing {
  playerId: string;
  farmedAmount: number;
  farmedAt: number;
  email: string | null;
}

const tournamentOf = (row: Pick<BonusRow, 'terms'>) =>
  (row.terms as StoredTerms).terms as TournamentTerms;

export class Huntings {
  constructor(private readonly deps: HuntingDeps) {}

  /** The tournament definitions of the site, by key, as terms in their own currency. */
  private tournaments(): Map<string, TournamentTerms> {
    const out = new Map<string, TournamentTerms>();
    for (const d of this.deps.site().bonuses.definitions) {
      if (d.type !== 'tournament') continue;
      const shared = { countryCodes: [], onlyVerified: false, eventConditions: [], validTo: null };
      const terms = tournamentTerms(d, shared, d.currency);
      if (terms) out.set(d.key, terms);
    }
    return out;
  }

  /** A hunting's freebet lifetime in days (7 when its definition is gone). */
  freebetDays(key: string): number {
    const d = this.deps.site().bonuses.definitions.find((x) => x.key === key);
    return d?.type === 'hunting' ? d.freebet_valid_days : 7;
  }

  /** A tournament's pool: its initial pool and every contribution (or the pool it ended with). */
  async pool(key: string, initialPool: number, db: Executor = this.deps.db): Promise<number> {
    const [ended] = await db
      .select({ pool: tournamentResults.pool })
      .from(tournamentResults)
      .where(eq(tournamentResults.tournamentKey, key));
    if (ended) return ended.pool;
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${tournamentFarms.contribution}), 0)` })
      .from(tournamentFarms)
      .where(eq(tournamentFarms.tournamentKey, key));
    return initialPool + Number(sum?.total ?? 0);
  }

  /** Each joined player's farmed amount, ranked. */
  private async standings(key: string, db: Executor = this.deps.db) {
    const rows = await db
      .select({
        playerId: tournamentFarms.playerId,
        farmed: sql<string>`sum(${tournamentFarms.amount})`,
        farmedAt: sql<Date | string>`max(${tournamentFarms.createdAt})`,
        email: players.email,
      })
      .from(tournamentFarms)
      .leftJoin(players, eq(players.id, tournamentFarms.playerId))
      .where(eq(tournamentFarms.tournamentKey, key))
      .groupBy(tournamentFarms.playerId, players.email);
    return rankTournament<Standing>(
      rows.map((r) => ({
        playerId: r.playerId,
        farmedAmount: Number(r.farmed),
        farmedAt: new Date(r.farmedAt).getTime(),
        email: r.email,
      })),
    );
  }

  /** Freebets each player farmed from huntings inside the tournament's period. */
  private async freebetCounts(terms: TournamentTerms, playerIds: string[]) {
    if (playerIds.length === 0) return new Map<string, number>();
    const rows = await this.deps.db
      .select({ playerId: playerBonuses.playerId, n: count() })
      .from(playerBonuses)
      .where(
        and(
          inArray(playerBonuses.playerId, playerIds),
          eq(playerBonuses.source, 'hunting_target'),
          gte(playerBonuses.issuedAt, new Date(terms.startsAt)),
          lt(playerBonuses.issuedAt, new Date(terms.endsAt)),
        ),
      )
      .groupBy(playerBonuses.playerId);
    return new Map(rows.map((r) => [r.playerId, Number(r.n)]));
  }

  /** The lists' hunting and tournament bonuses with their farming stats and pools. */
  async withStats(playerId: string, bonuses: Bonus[]): Promise<Bonus[]> {
    const huntingIds = bonuses.filter((b) => b.type === 'hunting').map((b) => Number(b.id));
    const stats = new Map<
      number,
      { bets: number; avg: number; events: string[]; betIds: string[] }
    >();
    if (huntingIds.length > 0) {
      const farms = await this.deps.db
        .select()
        .from(huntingFarms)
        .where(and(eq(huntingFarms.playerId, playerId), inArray(huntingFarms.bonusId, huntingIds)));
      for (const id of huntingIds) {
        const mine = farms.filter((f) => f.bonusId === id);
        const total = mine.reduce((sum, f) => sum + f.stake, 0);
        stats.set(id, {
          bets: mine.length,
          avg: mine.length === 0 ? 0 : Math.floor(total / mine.length),
          events: [...new Set(mine.flatMap((f) => f.eventIds))],
          betIds: mine.map((f) => String(f.betId)),
        });
      }
    }
    const tournaments = this.tournaments();
    const out: Bonus[] = [];
    for (const bonus of bonuses) {
      const s = stats.get(Number(bonus.id));
      if (bonus.type === 'hunting' && s) {
        out.push({
          ...bonus,
          bets_count: s.bets,
          avg_stake: s.avg,
          farmed_event_ids: s.events,
          used_in_bets: s.betIds,
        });
      } else if (bonus.type === 'tournament') {
        const terms = tournaments.get(bonus.trigger_key);
        const initial = bonus.initial_pool ?? 0;
        const pool = await this.pool(bonus.trigger_key, initial);
        const ranked = await this.standings(bonus.trigger_key);
        const me = ranked.find((r) => r.playerId === playerId);
        out.push({
          ...bonus,
          pool_amount: pool,
          ...(terms ? { prizes: prizesOf(terms, pool) } : {}),
          farmed_amount: me?.farmedAmount ?? 0,
          position: me?.position ?? null,
          finished:
            bonus.ends_at !== undefined && Date.parse(bonus.ends_at) <= this.deps.now().getTime(),
        });
      } else out.push(bonus);
    }
    return out;
  }

  /**
   * GET /bonuses/tournaments/{id}/rating: the leaders of the player's own tournament, with the
   * player's row; other players' e-mails masked. Another player's bonus id is not found.
   */
  async rating(
    playerId: string,
    id: string,
    limit: number,
  ): Promise<TournamentRating | BonusError> {
    if (!/^\d{1,18}$/.test(id)) return bonusError('BONUS_NOT_FOUND');
    const [row] = await this.deps.db
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.id, Number(id)),
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.type, 'tournament'),
        ),
      );
    if (!row) return bonusError('BONUS_NOT_FOUND');
    const terms = tournamentOf(row);
    const key = row.definitionKey;
    const pool = await this.pool(key, terms.initialPool);
    const ranked = await this.standings(key);
    const shown = ranked.filter((r, i) => i < limit || r.playerId === playerId);
    const freebets = await this.freebetCounts(
      terms,
      shown.map((r) => r.playerId),
    );
    const prizes = tournamentPrizes(terms, minorUnits(pool), terms.prizesBp.length);
    const rows = shown.map((r) => {
      const mine = r.playerId === playerId;
      return {
        position: r.position,
        current_user: mine,
        farmed_amount: r.farmedAmount,
        currency_code: terms.currency,
        farmed_freebets_count: freebets.get(r.playerId) ?? 0,
        email: mine ? (r.email ?? '') : maskEmail(r.email ?? ''),
        prize: prizes[r.position - 1] ?? 0,
      };
    });
    return {
      data: rows.filter((r) => r.position <= limit),
      current_user: rows.find((r) => r.current_user) ?? null,
      pool_amount: pool,
      currency_code: terms.currency,
      finished: Date.parse(terms.endsAt) <= this.deps.now().getTime(),
    };
  }

  /** After a placement commits: its freebets announced, its tournaments' new pools published. */
  async farmed(playerId: string, outcome: FarmOutcome): Promise<void> {
    if (outcome.issuedIds.length > 0) await this.deps.announceIssued(playerId, outcome.issuedIds);
    const tournaments = this.tournaments();
    for (const key of outcome.tournamentKeys) {
      const terms = tournaments.get(key);
      if (!terms) continue;
      const pool = await this.pool(key, terms.initialPool);
      const joined = await this.deps.db
        .selectDistinct({ playerId: playerBonuses.playerId })
        .from(playerBonuses)
        .where(
          and(
            eq(playerBonuses.definitionKey, key),
            eq(playerBonuses.type, 'tournament'),
            eq(playerBonuses.status, 'active'),
          ),
        );
      const event: TournamentPoolChanged = {
        event_name: 'tournament_pool_changed',
        message: { trigger_key: key, pool_amount: pool, currency: terms.currency },
      };
      await this.deps.broadcast(
        joined.map((j) => channels.user(j.playerId)),
        event,
      );
    }
  }

  /**
   * Pays a finished tournament once: its result row, final positions and prizes (ledger rows of
   * the winners' wallets) commit together; a second payment, at once or after a crash, finds the
   * result row and pays nothing. Answers the balance changes made.
   */
  async settle(key: string, terms: TournamentTerms): Promise<BalanceChange[]> {
    const changes = await this.deps.db.transaction(async (tx) => {
      const pool = await this.pool(key, terms.initialPool, tx);
      const [claimed] = await tx
        .insert(tournamentResults)
        .values({ tournamentKey: key, currency: terms.currency, pool, settledAt: this.deps.now() })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return [];
      const ranked = await this.standings(key, tx);
      const prizes = tournamentPrizes(terms, minorUnits(pool), ranked.length);
      const made: BalanceChange[] = [];
      for (const standing of ranked) {
        const amount = prizes[standing.position - 1] ?? 0;
        let entryId: number | null = null;
        if (amount > 0) {
          await this.deps.wallet.openAccount(standing.playerId, terms.currency, tx);
          const posted = await this.deps.wallet.post(
            {
              playerId: standing.playerId,
              currency: terms.currency,
              amount,
              type: 'bonus',
              reference: `tournament:${key}:${standing.position}`,
            },
            tx,
          );
          entryId = posted.entryId;
          made.push(posted);
        }
        if (standing.position <= terms.prizesBp.length) {
          await tx.insert(prizeRows).values({
            tournamentKey: key,
            position: standing.position,
            playerId: standing.playerId,
            farmedAmount: standing.farmedAmount,
            amount,
            ledgerEntryId: entryId,
          });
        }
      }
      return made;
    });
    await this.deps.wallet.announce(...changes);
    return changes;
  }

  /** Pays every tournament past its end (and the grace) not yet paid; answers how many. */
  async settleFinished(): Promise<number> {
    const now = this.deps.now().getTime();
    const due = [...this.tournaments()].filter(
      ([, terms]) => Date.parse(terms.endsAt) + SETTLE_GRACE_MS <= now,
    );
    if (due.length === 0) return 0;
    const done = await this.deps.db
      .select({ key: tournamentResults.tournamentKey })
      .from(tournamentResults)
      .where(
        inArray(
          tournamentResults.tournamentKey,
          due.map(([key]) => key),
        ),
      );
    const paid = new Set(done.map((d) => d.key));
    let settled = 0;
    for (const [key, terms] of due) {
      if (paid.has(key)) continue;
      await this.settle(key, terms);
      settled += 1;
    }
    return settled;
  }
}
