// The bonus engine's service: issuing by definition or promo code, the lists, activation and
// mark-as-seen. Rules come from the domain; refusals are values with a code and a status.
import { randomUUID } from 'node:crypto';
import type {
  Bonus,
  BonusKindBody,
  BonusKindQuery,
  BonusListBody,
  BonusListQuery,
} from '@sportsbook/contracts';
import {
  nextBonusState,
  playerEligibility,
  type BonusPlayer,
  type BonusState,
} from '@sportsbook/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db';
import { phoneVerifications, players } from '../platform/schema/players';
import type { Players } from '../platform/player/players';
import type { SiteConfig } from '../site/site-config';
import type { Notifier } from '../notifications/notification-service';
import { bonusIssued } from '../notifications/notices';
import { advanceAmb, type MatchPlace } from './amb-progress';
import { stateOf, toBonus, type BonusRow, type StoredTerms } from './bonus-dto';
import { BonusError, bonusError } from './bonus-error';
import { BONUS_KIND_PATHS, bonusPage, listBonuses, type BonusKindPath } from './bonus-lists';
import { issuedTerms, issuedValidTo, type BonusDefinition } from './definitions';
import { activateBonus } from './activation';
import { commitChestSeed, openChest, withChestDraws } from './lootboxes';
import { playerBonuses } from './schema';

/** At most this many of a player's bonuses are read for a list, newest first. */
const READ_CAP = 1000;

export interface BonusesDeps {
  db: Database;
  players: Players;
  site: () => SiteConfig;
  now: () => Date;
  /** Tells the player's screens of a new bonus (best effort). */
  announce: (playerId: string, bonus: Bonus) => Promise<void>;
  /** Where a match is (category, tournament), for amb freebet conditions. */
  placeOf?: MatchPlace;
  /** Writes the player's bonus_issued notification with the bonus. */
  notifier?: Notifier;
  /** Adds the farming stats to hunting and tournament bonuses. */
  withStats?: (playerId: string, bonuses: Bonus[]) => Promise<Bonus[]>;
}

interface PlayerFacts extends BonusPlayer {
  currency: string;
}

export class Bonuses {
  constructor(private readonly deps: BonusesDeps) {}

  private definitions(): BonusDefinition[] {
    return this.deps.site().bonuses.definitions;
  }

  /**
   * The row with its banner as the site configuration has it now: banners are the content
   * service's pictures, not terms, so a new banner shows on bonuses already held.
   */
  private withCurrentBanner(row: BonusRow): BonusRow {
    const definition = this.definitions().find((d) => d.key === row.definitionKey);
    if (!definition) return row;
    const stored = row.terms as StoredTerms;
    return { ...row, terms: { ...stored, texts: { ...stored.texts, banner: definition.banner } } };
  }

  /** Country, verification (e-mail confirmed or phone verified) and the active currency. */
  async playerFacts(playerId: string, db: Executor = this.deps.db): Promise<PlayerFacts | null> {
    const [row] = await db
      .select({
        country: players.country,
        confirmedAt: players.confirmedAt,
        phoneVerifiedAt: phoneVerifications.verifiedAt,
      })
      .from(players)
      .leftJoin(phoneVerifications, eq(phoneVerifications.playerId, players.id))
      .where(eq(players.id, playerId));
    if (!row) return null;
    return {
      countryCode: row.country,
      verified: row.confirmedAt !== null || (row.phoneVerifiedAt ?? null) !== null,
      currency: await this.deps.players.activeCurrency(playerId, db),
    };
  }

  /**
   * Issues a definition to a player once per source and reference; null when it was issued
   * already (the unique index decides, so two racing requests issue it once) or has no terms in
   * the player's currency. A player the definition's conditions leave out gets it not_available.
   */
  async issue(
    playerId: string,
    definition: BonusDefinition,
    facts: PlayerFacts,
    source: string,
    sourceRef: string,
    db: Executor = this.deps.db,
  ): Promise<BonusRow | null> {
    const now = this.deps.now();
    const validTo = issuedValidTo(definition, now);
    const terms = issuedTerms(definition, facts.currency, validTo);
    if (!terms) return null;
    const eligible = playerEligibility(terms, facts, now);
    const stored: StoredTerms = {
      terms,
      texts: {
        name: definition.name,
        description: definition.description,
        terms: definition.terms,
        banner: definition.banner,
      },
    };
    // The bonus and its notification are written together (a savepoint inside a caller's
    // transaction). The demo seed's bonuses are the account's starting state, as its balance is:
    // nothing to tell.
    const notifier = source === 'demo' ? undefined : this.deps.notifier;
    const { row, notice } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(playerBonuses)
        .values({
          playerId,
          definitionKey: definition.key,
          type: definition.type,
          status: eligible.ok ? 'available' : 'not_available',
          terms: stored,
          currency: 'currency' in terms ? terms.currency : null,
          amount: 'amount' in terms ? terms.amount : null,
          validTo: validTo === null ? null : new Date(validTo),
          source,
          sourceRef,
          issuedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row?.type === 'lootbox') await commitChestSeed(tx, row);
      const notice =
        row && notifier
          ? await notifier.record(tx, bonusIssued({ ...row, name: stored.texts.name }))
          : null;
      return { row, notice };
    });
    // Inside a caller's transaction the notice waits for its commit; the callers here use the pool.
    if (notice && db === this.deps.db) await notifier?.announce(notice);
    return row ?? null;
  }

  /** The API's answer of stored bonuses: current banners, and each lootbox's draw. */
  private async answer(rows: BonusRow[], locale?: string): Promise<Bonus[]> {
    const now = this.deps.now();
    const bonuses = rows.map((row) => toBonus(this.withCurrentBanner(row), locale, now));
    return withChestDraws(this.deps.db, bonuses);
  }

  private async announce(playerId: string, row: BonusRow): Promise<void> {
    const [bonus] = await this.answer([row]);
    if (bonus) await this.deps.announce(playerId, bonus);
  }

  /** Issues the every-player definitions a player does not hold yet (on their first read). */
  private async issueEveryPlayer(playerId: string): Promise<void> {
    const pending = this.definitions().filter((d) => d.issue_on === 'every_player');
    if (pending.length === 0) return;
    const held = await this.deps.db
      .select({ key: playerBonuses.definitionKey })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.source, 'definition')));
    const heldKeys = new Set(held.map((h) => h.key));
    const missing = pending.filter((d) => !heldKeys.has(d.key));
    if (missing.length === 0) return;
    const facts = await this.playerFacts(playerId);
    if (!facts) return;
    for (const definition of missing) {
      const row = await this.issue(playerId, definition, facts, 'definition', '');
      if (row) await this.announce(playerId, row);
    }
  }

  /** Issues the demo-player definitions (the seed); safe to run on every boot. */
  async issueDemo(playerId: string): Promise<number> {
    const facts = await this.playerFacts(playerId);
    if (!facts) return 0;
    let issued = 0;
    for (const definition of this.definitions().filter((d) => d.issue_on === 'demo_player')) {
      if (await this.issue(playerId, definition, facts, 'demo', '')) issued += 1;
    }
    return issued;
  }

  /**
   * The player's bonuses, newest first, with available and not_available following the
   * player's conditions now (a change is stored).
   */
  private async rows(playerId: string): Promise<BonusRow[]> {
    await this.issueEveryPlayer(playerId);
    const read = () =>
      this.deps.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, playerId))
        .orderBy(desc(playerBonuses.issuedAt), desc(playerBonuses.id))
        .limit(READ_CAP);
    let rows = await read();
    const now = this.deps.now();
    const ambs = rows.filter((r) => r.type === 'ambFreebet' && stateOf(r, now) === 'active');
    let issued = 0;
    for (const amb of ambs) {
      const freebets = await advanceAmb(this.deps.db, amb, this.deps.placeOf ?? (() => null), now);
      for (const freebet of freebets) await this.announce(playerId, freebet);
      issued += freebets.length;
    }
    if (issued > 0) rows = await read();
    const waiting = rows.filter((r) => r.status === 'available' || r.status === 'not_available');
    if (waiting.length === 0) return rows;
    const facts = await this.playerFacts(playerId);
    if (!facts) return rows;
    for (const row of waiting) {
      const { terms } = row.terms as StoredTerms;
      const ok = playerEligibility({ ...terms, validTo: null }, facts, now).ok;
      const next = nextBonusState(
        row.status as BonusState,
        ok ? 'conditions_met' : 'conditions_lost',
      );
      if (!next) continue;
      await this.deps.db
        .update(playerBonuses)
        .set({ status: next })
        .where(and(eq(playerBonuses.id, row.id), eq(playerBonuses.status, row.status)));
      row.status = next;
    }
    return rows;
  }
  /** GET and POST /bonuses: filtered, at most limit_per_type of each type. */
  async list(playerId: string, query: BonusListQuery | BonusListBody): Promise<Bonus[]> {
    const now = this.deps.now();
    const rows = (await this.rows(playerId)).map((row) => this.withCurrentBanner(row));
    const bonuses = await withChestDraws(this.deps.db, listBonuses(rows, query, now));
    return this.withStats(playerId, bonuses);
  }

  private async withStats(playerId: string, bonuses: Bonus[]): Promise<Bonus[]> {
    const farming = bonuses.some((b) => b.type === 'hunting' || b.type === 'tournament');
    return farming && this.deps.withStats ? this.deps.withStats(playerId, bonuses) : bonuses;
  }

  /** Announces bonuses written by another module's transaction once it committed. */
  async announceIssued(playerId: string, ids: number[]): Promise<void> {
    const rows = await this.deps.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.id, ids)));
    for (const row of rows) await this.announce(playerId, row);
  }

  /** GET /bonuses/{kind} and POST /bonuses/freebets/amb: a page of one kind. */
  async page(playerId: string, kind: BonusKindPath, query: BonusKindQuery | BonusKindBody) {
    const now = this.deps.now();
    const rows = (await this.rows(playerId)).map((row) => this.withCurrentBanner(row));
    const page = bonusPage(rows, kind, query, now);
    const data = await withChestDraws(this.deps.db, page.data);
    return { ...page, data: await this.withStats(playerId, data) };
  }

  /** One bonus of the player of that kind; another player's is not found. */
  async one(
    playerId: string,
    kind: BonusKindPath | null,
    id: string,
  ): Promise<BonusRow | BonusError> {
    if (!/^\d{1,18}$/.test(id)) return bonusError('BONUS_NOT_FOUND');
    const [row] = await this.deps.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.id, Number(id)), eq(playerBonuses.playerId, playerId)));
    if (!row) return bonusError('BONUS_NOT_FOUND');
    if (kind && !(BONUS_KIND_PATHS[kind] as readonly string[]).includes(row.type)) {
      return bonusError('BONUS_NOT_FOUND');
    }
    return row;
  }

  async detail(playerId: string, kind: BonusKindPath, id: string, locale?: string) {
    // The same refresh as the lists: conditions and amb progress as they stand now.
    await this.rows(playerId);
    const row = await this.one(playerId, kind, id);
    if (row instanceof BonusError) return row;
    const [bonus] = await this.withStats(playerId, await this.answer([row], locale));
    return bonus!;
  }

  /**
   * POST /bonuses/{id}/activate: an available bonus the player's conditions admit becomes
   * active, and overrides the active one of its kind (freebets: unless the site allows several).
   * Activating an active bonus answers it as it is.
   */
  async activate(playerId: string, id: string, locale?: string): Promise<Bonus | BonusError> {
    const found = await this.one(playerId, null, id);
    if (found instanceof BonusError) return found;
    const facts = await this.playerFacts(playerId);
    const now = this.deps.now();
    if (found.type === 'lootbox') {
      // Activating a chest opens it: the reward is drawn and issued (see lootboxes.ts).
      const opened = await openChest(this.deps.db, playerId, found.id, facts, now);
      if (opened instanceof BonusError) return opened;
      if (opened.reward) await this.announce(playerId, opened.reward);
      const [chest] = await this.answer([opened.chest], locale);
      return chest as Bonus;
    }
    const result = await activateBonus(this.deps.db, playerId, found, facts, now, {
      multipleFreebets: this.deps.site().sportsbook.allow_multiple_active_user_freebets,
    });
    return result instanceof BonusError
      ? result
      : toBonus(this.withCurrentBanner(result), locale, now);
  }

  /** POST /bonuses/mark-as-seen: marks those of the ids that are the player's and unseen. */
  async markSeen(playerId: string, ids: readonly string[]): Promise<string[]> {
    const marked = await this.deps.db
      .update(playerBonuses)
      .set({ seen: true })
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.seen, false),
          inArray(playerBonuses.id, ids.map(Number)),
        ),
      )
      .returning({ id: playerBonuses.id });
    return marked.map((m) => String(m.id));
  }

  /**
   * An operator grants one of the site's definitions to a player (the development route): a new
   * bonus on every call, announced as a promo code's is. Undefined when no definition has that
   * key; null when the player has no terms in their currency.
   */
  async grant(playerId: string, key: string): Promise<Bonus | null | undefined> {
    const definition = this.definitions().find((d) => d.key === key);
    if (!definition) return undefined;
    const facts = await this.playerFacts(playerId);
    if (!facts) return null;
    const row = await this.issue(playerId, definition, facts, 'operator', randomUUID());
    if (!row) return null;
    await this.announce(playerId, row);
    const [bonus] = await this.answer([row]);
    return bonus ?? null;
  }

  /**
   * POST /bonuses/promo-code: unknown, expired (past the definition's issue_until), not eligible
   * (conditions, or no amount in the player's currency) or used (redeemed before) are refused.
   */
  async redeemPromoCode(
    playerId: string,
    code: string,
    locale?: string,
  ): Promise<{ bonus: Bonus } | BonusError> {
    const wanted = code.trim().toUpperCase();
    const definition = this.definitions().find(
      (d) => d.issue_on === 'promo_code' && d.promo_code?.toUpperCase() === wanted,
    );
    if (!definition) return bonusError('PROMO_CODE_UNKNOWN');
    const now = this.deps.now();
    if (definition.issue_until !== null && Date.parse(definition.issue_until) <= now.getTime()) {
      return bonusError('PROMO_CODE_EXPIRED');
    }
    const facts = await this.playerFacts(playerId);
    const terms = facts && issuedTerms(definition, facts.currency, issuedValidTo(definition, now));
    if (!facts || !terms || !playerEligibility(terms, facts, now).ok) {
      return bonusError('PROMO_CODE_NOT_ELIGIBLE');
    }
    const row = await this.issue(playerId, definition, facts, 'promo_code', wanted);
    if (!row) return bonusError('PROMO_CODE_USED');
    await this.announce(playerId, row);
    return { bonus: toBonus(this.withCurrentBanner(row), locale, now) };
  }
}
