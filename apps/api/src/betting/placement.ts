// Bet placement: the checks again after the live delay, then the bets and their stake debits
// written in one statement, idempotent on a client key. Refusals are values, never throws.
import { randomBytes } from 'node:crypto';
import type { ServerBetBody } from '@sportsbook/contracts';
import {
  placeBetErrorMessageId,
  MARKET_STATUS,
  placementLiveDelayMs,
  type LiveDelayTable,
} from '@sportsbook/domain';
import { lockBonuses, useBonus } from '../bonuses/bet-bonus';
import type { BonusRow } from '../bonuses/bonus-dto';
import type { CatalogueStore } from '../catalogue/store';
import { uniqueViolation } from '../platform/auth/errors';
import type { RawQuery } from '../db/client';
import { platformAnswer, type PlatformError } from '../platform/errors';
import type { Wallet, BalanceChange } from '../platform/wallet/wallet';
import { WalletError } from '../platform/wallet/wallet';
import { currency as currencyOf } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import type { Bettor } from './bettor';
import { localizedBetError, type BetErrorCode } from './messages';
import { writePlacement } from './place-statement';
import { checkBets, type CheckedBet, type PlacementRequest } from './placement-check';
import type { BetRepository } from './repository';
import { placementHash } from './request-hash';

export interface PlacementDeps {
  /** The placement's write runs as one prepared statement. */
  query: RawQuery;
  bets: BetRepository;
  store: CatalogueStore;
  wallet: Wallet;
  site: () => SiteConfig;
  /** The live bet delay per sport (the plugin reads it from the site or the override). */
  liveDelays: () => LiveDelayTable;
  sleep: (ms: number) => Promise<void>;
  /**
   * Whether this instance's catalogue is the newest there is (the feed leader's, ahead of the
   * database). A follower's lags the leader's writes by up to a refresh, so it also asks the
   * database whether a market was closed or resulted meanwhile: no bet on a known result.
   */
  catalogueIsCurrent: () => boolean;
  /** Tells the player's other screens of a new bet (best effort). */
  betChanged: (playerId: string, bet: ServerBetBody) => Promise<void>;
  /** Runs statements in one transaction (placements a limit guards). */
  transaction: <T>(work: (query: RawQuery) => Promise<T>) => Promise<T>;
  /**
   * Inside that transaction: locks the player and answers the refusal of an exclusion or a loss
   * or wager limit that the total stake would break, or null.
   */
  stakeRefusal: (
    query: RawQuery,
    playerId: string,
    currency: string,
    amount: number,
  ) => Promise<PlatformError | null>;
  /** Whether the player accepted the terms in force; absent: no terms to accept. */
  termsAccepted?: (playerId: string) => Promise<boolean>;
  /** The player's bonuses among these ids that a bet may use now (absent: none). */
  usableBonuses?: (playerId: string, ids: readonly string[]) => Promise<Map<string, BonusRow>>;
}

/** Markets of the request that the database holds as closed or resulted. */
const CLOSED_MARKETS = `
select distinct s.match_id, s.market_id, s.specifier
from jsonb_to_recordset($1::jsonb) as s(match_id int, market_id int, specifier text)
join markets m using (match_id, market_id, specifier)
where m.results is not null or m.status <> $2::smallint`;

/** The spec's error response of placement: a refusal of the player or of some of the bets. */
export class PlacementError {
  readonly kind = 'placement';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageId: string,
    readonly data?:
      | {
          details: string;
          errors_by_bet: Record<number, { code: string; localized_message: string }>;
        }
      | Record<string, unknown>,
  ) {}
}

/** Thrown inside a placement's transaction when a bonus was used or ended meanwhile. */
class BonusGone extends Error {
  constructor(readonly betIndexes: number[]) {
    super('BONUS_NOT_AVAILABLE');
  }
}

/** Thrown inside a guarded placement's transaction to roll it back with the limit's refusal. */
class StakeRefused extends Error {
  constructor(readonly refusal: PlatformError) {
    super(refusal.code);
  }
}

/** A limit's or an exclusion's refusal as the placement's answer: the limit is named in data. */
function limitRefusal(refusal: PlatformError): PlacementError {
  const [status, messageId] = platformAnswer(refusal);
  return new PlacementError(status, refusal.code, messageId, refusal.data);
}

export type PlacementResult = {
  bets: ServerBetBody[];
  balanceChanges: BalanceChange[];
  replayed: boolean;
};

export type PlacementOutcome =
  ({ ok: true } & PlacementResult) | { ok: false; error: PlacementError };

/** Why a player may not bet at all, or null when they may. */
function bettorRefusal(bettor: Bettor): PlacementError | null {
  if (bettor.restriction) {
    return new PlacementError(403, bettor.restriction, placeBetErrorMessageId(bettor.restriction));
  }
  if (!bettor.canBet)
    return new PlacementError(403, 'ACCOUNT_BLOCKED', 'error.platform.account_blocked');
  return null;
}

/** Placement codes of this API with their own message id; the domain's table has the spec's. */
const OWN_MESSAGE_IDS: Partial<Record<BetErrorCode, string>> = {
  BONUS_NOT_AVAILABLE: 'error.place_bets.bonus_not_available',
  BONUS_NOT_APPLICABLE: 'error.place_bets.bonus_not_applicable',
  IDEMPOTENCY_KEY_REUSED: 'error.place_bets.idempotency_key_reused',
};

const newRef = () => randomBytes(6).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

export class BetPlacement {
  constructor(private readonly deps: PlacementDeps) {}

  /**
   * Places a player's bets (all or none) and tells their screens; the player's saved accept mode
   * and language stand in for what the request leaves out.
   */
  async placeBets(
    bettor: Bettor,
    body: PlacementRequest['body'],
    idempotencyKey: string | undefined,
  ): Promise<PlacementOutcome> {
    const refused = bettorRefusal(bettor);
    if (refused) return { ok: false, error: refused };
    if (this.deps.termsAccepted && !(await this.deps.termsAccepted(bettor.playerId))) {
      const error = new PlacementError(
        403,
        'TERMS_NOT_ACCEPTED',
        'error.platform.terms_not_accepted',
      );
      return { ok: false, error };
    }
    const outcome = await this.place({
      playerId: bettor.playerId,
      activeCurrency: bettor.activeCurrency,
      acceptMode: bettor.acceptMode ?? this.deps.site().sportsbook.auto_accept_odds_change,
      locale: body.meta.locale ?? bettor.language,
      idempotencyKey,
      body,
      guarded: bettor.guarded,
    });
    if (!outcome.ok) return outcome;
    await this.deps.wallet.announce(...outcome.balanceChanges);
    if (!outcome.replayed) {
      for (const bet of outcome.bets) {
        await this.deps.betChanged(bettor.playerId, bet).catch(() => undefined);
      }
    }
    return outcome;
  }

  /** Checks every bet; returns the checked bets or the per-bet errors. */
  check(
    request: PlacementRequest,
    bonuses?: ReadonlyMap<string, BonusRow>,
  ): { bets: CheckedBet[]; errors: Map<number, BetErrorCode> } {
    return checkBets(this.deps.store, this.deps.site(), request, bonuses);
  }

  /** The player's bonuses the request names that a bet may use now. */
  private async bonusesOf(request: PlacementRequest): Promise<Map<string, BonusRow>> {
    const ids = request.body.bets.flatMap((bet) => (bet.bonus ? [bet.bonus.id] : []));
    if (ids.length === 0 || !this.deps.usableBonuses) return new Map();
    return this.deps.usableBonuses(request.playerId, ids);
  }

  private refusal(
    errors: Map<number, BetErrorCode>,
    locale: string,
    details: string,
  ): { ok: false; error: PlacementError } {
    const [first] = errors.values();
    const code = first ?? 'INVALID_ODDS';
    const errorsByBet: Record<number, { code: string; localized_message: string }> = {};
    for (const [index, betCode] of errors) {
      errorsByBet[index] = { code: betCode, localized_message: localizedBetError(betCode, locale) };
    }
    const status = code === 'INSUFFICIENT_FUNDS' ? 402 : 422;
    const messageId = OWN_MESSAGE_IDS[code] ?? placeBetErrorMessageId(code);
    return {
      ok: false,
      error: new PlacementError(status, code, messageId, { details, errors_by_bet: errorsByBet }),
    };
  }

  /** Places bets for a player already allowed to bet: all are placed, or none with the reasons. */
  async place(request: PlacementRequest): Promise<PlacementOutcome> {
    const requestHash = request.idempotencyKey ? placementHash(request.body) : null;
    if (request.idempotencyKey) {
      const earlier = await this.replay(request, requestHash);
      if (earlier) return earlier;
    }
    const bonuses = await this.bonusesOf(request);
    const first = this.check(request, bonuses);
    let checked = first.bets;
    const errors = first.errors;
    if (errors.size > 0) return this.refusal(errors, request.locale, 'rejected before placement');

    // Live delay: the price must still stand when it ends, or the bet is rejected.
    const delay = placementLiveDelayMs(
      checked.map((bet) => ({
        selections: bet.selections.map((s) => ({
          matchStatus: s.match.status,
          sportKey: s.sportKey,
        })),
      })),
      this.deps.liveDelays(),
    );
    if (delay > 0) {
      await this.deps.sleep(delay);
      const again = this.check(request, bonuses);
      if (again.errors.size > 0) {
        return this.refusal(again.errors, request.locale, 'changed during the live bet delay');
      }
      const moved = again.bets.some((bet, i) =>
        bet.selections.some((s, j) => s.odds < checked[i]!.selections[j]!.odds),
      );
      if (moved && request.acceptMode !== 'any') {
        const all = new Map(again.bets.map((bet) => [bet.index, 'INVALID_ODDS' as BetErrorCode]));
        return this.refusal(all, request.locale, 'odds shortened during the live bet delay');
      }
      checked = again.bets;
    }

    const closed = await this.closedInDatabase(checked);
    if (closed.size > 0) return this.refusal(closed, request.locale, 'market closed meanwhile');

    try {
      return { ok: true, ...(await this.write(request, checked, requestHash)) };
    } catch (error) {
      if (error instanceof StakeRefused) return { ok: false, error: limitRefusal(error.refusal) };
      if (error instanceof BonusGone) {
        const gone = new Map(
          error.betIndexes.map((index) => [index, 'BONUS_NOT_AVAILABLE' as BetErrorCode]),
        );
        return this.refusal(gone, request.locale, 'the bonus was used or ended meanwhile');
      }
      if (error instanceof WalletError && error.code === 'INSUFFICIENT_FUNDS') {
        const all = new Map(
          checked.map((bet) => [bet.index, 'INSUFFICIENT_FUNDS' as BetErrorCode]),
        );
        return this.refusal(all, request.locale, 'balance too low');
      }
      if (uniqueViolation(error) !== null && request.idempotencyKey) {
        const earlier = await this.replay(request, requestHash);
        if (earlier) return earlier;
      }
      throw error;
    }
  }

  /** On a follower: the bets with a selection whose market the leader closed or resulted. */
  private async closedInDatabase(checked: CheckedBet[]): Promise<Map<number, BetErrorCode>> {
    const refused = new Map<number, BetErrorCode>();
    if (this.deps.catalogueIsCurrent()) return refused;
    const keys = checked.flatMap((bet) =>
      bet.selections.map((s) => ({
        match_id: s.match.id,
        market_id: s.market.marketId,
        specifier: s.market.specifier,
      })),
    );
    const rows = await this.deps.query<{ match_id: number; market_id: number; specifier: string }>(
      'closed_markets',
      CLOSED_MARKETS,
      [JSON.stringify(keys), MARKET_STATUS.allowed],
    );
    const closed = new Set(rows.map((r) => `${r.match_id}:${r.market_id}:${r.specifier}`));
    for (const bet of checked) {
      const hit = bet.selections.some((s) =>
        closed.has(`${s.match.id}:${s.market.marketId}:${s.market.specifier}`),
      );
      if (hit) refused.set(bet.index, 'MARKET_SUSPENDED');
    }
    return refused;
  }

  /**
   * The first answer to a request key: the bets it placed, as they stand now. A key sent again
   * with another request is refused rather than answered with bets the player did not ask for.
   */
  private async replay(
    request: PlacementRequest,
    requestHash: string | null,
  ): Promise<PlacementOutcome | null> {
    const row = await this.deps.bets.placementOf(request.playerId, request.idempotencyKey!);
    if (!row) return null;
    if (row.requestHash !== null && row.requestHash !== requestHash) {
      const all = new Map(
        request.body.bets.map((_, index) => [index, 'IDEMPOTENCY_KEY_REUSED' as BetErrorCode]),
      );
      return this.refusal(all, request.locale, 'the idempotency key was used for another request');
    }
    const response = row.response as { bet_ids: number[] } | ServerBetBody[];
    const replayed = (bets: ServerBetBody[]) => ({
      ok: true as const,
      bets,
      balanceChanges: [],
      replayed: true,
    });
    if (Array.isArray(response)) return replayed(response);
    const found = await this.deps.bets.withSelections(response.bet_ids);
    return replayed(found.map(({ bet, selections }) => toServerBet(bet, selections, null)));
  }

  private async write(
    request: PlacementRequest,
    checked: CheckedBet[],
    requestHash: string | null,
  ): Promise<PlacementResult> {
    const { playerId, activeCurrency: currency } = request;
    const rows = checked.map((bet, ord) => ({
      ord,
      ref: newRef(),
      type: bet.type,
      subunits: currencyOf(bet.currency).subunits,
      stake: bet.stake,
      debit: bet.debit,
      odds: bet.odds,
      potential_win: bet.potentialWin,
      system_win_count: bet.system?.winCount ?? null,
      system_total_count: bet.system?.totalCount ?? null,
      custom_odds: bet.type === 'custom' ? bet.odds : null,
      payout_cap: bet.payoutCap,
      // Never what the request said: the player's own bonus, as the checks applied it.
      bonus: bet.bonus,
    }));
    const selections = checked.flatMap((bet, ord) =>
      bet.selections.map((s, position) => ({
        ord,
        position,
        match_id: s.match.id,
        market_id: s.market.marketId,
        specifier: s.market.specifier,
        outcome_id: s.outcome.id,
        odds: s.odds,
        match_name: s.match.name,
        market_name: s.market.name,
        outcome_name: s.outcome.name,
        sport_key: s.sportKey,
        provider: s.market.provider,
        start_time: new Date(s.match.startTime).toISOString(),
        live: s.live,
      })),
    );
    const input = {
      playerId,
      currency,
      quick: request.body.meta.quick,
      deviceId: request.body.meta.device_id,
      idempotencyKey: request.idempotencyKey ?? null,
      requestHash,
      bets: rows,
      selections,
    };
    // Unguarded players without a bonus keep the one-statement write. A guarded player is
    // locked, checked against their limits and written in one transaction, so concurrent bets are
    // checked one by one; bonuses are locked, checked again and used in the same transaction, so
    // a bonus sent on two requests at once goes on one bet.
    const bonusUses = checked.flatMap((bet, ord) =>
      bet.bonus ? [{ ord, index: bet.index, id: bet.bonus.id }] : [],
    );
    const placed =
      request.guarded || bonusUses.length > 0
        ? await this.deps.transaction(async (query) => {
            if (bonusUses.length > 0) {
              const ids = bonusUses.map((use) => use.id);
              const gone = await lockBonuses(query, playerId, ids, new Date());
              if (gone.size > 0) {
                throw new BonusGone(
                  bonusUses.filter((use) => gone.has(use.id)).map((use) => use.index),
                );
              }
            }
            if (request.guarded) {
              const total = rows.reduce((sum, bet) => sum + bet.debit, 0);
              const refusal = await this.deps.stakeRefusal(query, playerId, currency, total);
              if (refusal) throw new StakeRefused(refusal);
            }
            const written = await writePlacement(query, input);
            for (const use of bonusUses) {
              const bet = written.find((w) => w.ord === use.ord);
              if (bet) await useBonus(query, use.id, bet.id);
            }
            return written;
          })
        : await writePlacement(this.deps.query, input);
    if (placed.length === 0) {
      const account = await this.deps.wallet.account(playerId, currency);
      if (!account) throw new WalletError('ACCOUNT_NOT_FOUND', `no ${currency} account`);
      throw new WalletError('INSUFFICIENT_FUNDS', `not enough ${currency}`);
    }
    const answers: ServerBetBody[] = [];
    const changes: BalanceChange[] = [];
    for (const written of placed) {
      const row = rows[written.ord]!;
      const bet: BetRow = {
        id: written.id,
        ref: row.ref,
        playerId,
        type: row.type,
        status: 'submitted',
        result: 'no_results',
        currency,
        subunits: row.subunits,
        stake: row.stake,
        odds: row.odds,
        potentialWin: row.potential_win,
        winAmount: null,
        systemWinCount: row.system_win_count,
        systemTotalCount: row.system_total_count,
        customOdds: row.custom_odds,
        payoutCap: row.payout_cap,
        bonus: row.bonus,
        isVip: false,
        quick: request.body.meta.quick,
        deviceId: request.body.meta.device_id,
        settlements: 0,
        voidReason: null,
        voidBy: null,
        cashoutDeadline: null,
        cashoutAmount: null,
        createdAt: written.createdAt,
        settledAt: null,
      };
      const betSelectionRows: SelectionRow[] = selections
        .filter((s) => s.ord === written.ord)
        .map((s) => ({
          id: written.selectionIds.get(s.position)!,
          betId: written.id,
          position: s.position,
          matchId: s.match_id,
          marketId: s.market_id,
          specifier: s.specifier,
          outcomeId: s.outcome_id,
          odds: s.odds,
          status: 'open',
          deadHeatFactor: null,
          voidFactor: null,
          matchName: s.match_name,
          marketName: s.market_name,
          outcomeName: s.outcome_name,
          sportKey: s.sport_key,
          provider: s.provider,
          startTime: new Date(s.start_time),
          live: s.live,
        }));
      answers.push(toServerBet(bet, betSelectionRows, null));
      if (written.entryId === null || written.balanceAfter === null) continue;
      changes.push({
        entryId: written.entryId,
        playerId,
        currency,
        type: 'stake',
        amount: -row.debit,
        balance: written.balanceAfter,
        replayed: false,
      });
    }
    return { bets: answers, balanceChanges: changes, replayed: false };
  }
}
