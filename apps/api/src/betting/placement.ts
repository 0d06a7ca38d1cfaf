// Bet placement: the checks again after the live delay, then the bets and their stake debits
// written in one statement, idempotent on a client key. Refusals are values, never throws.
import type { ServerBetBody } from '@sportsbook/contracts';
import { MARKET_STATUS, placementLiveDelayMs, type LiveDelayTable } from '@sportsbook/domain';
import type { BonusRow } from '../bonuses/bonus-dto';
import type { CatalogueStore } from '../catalogue/store';
import { uniqueViolation } from '../platform/auth/errors';
import { PlatformError } from '../platform/errors';
import { WalletError } from '../platform/wallet/wallet';
import type { SiteConfig } from '../site/site-config';
import { toServerBet } from './bet-dto';
import type { Bettor } from './bettor';
import type { BetErrorCode } from './messages';
import { checkBets, type CheckedBet, type PlacementRequest } from './placement-check';
import type { PlacementError } from './placement-error';
import { betsRefusal, bettorRefusal, limitRefusal } from './placement-error';
import {
  BonusGone,
  StakeRefused,
  writeBets,
  type PlacementResult,
  type PlacementWriteDeps,
} from './placement-write';
import type { BetRepository } from './repository';
import { placementHash } from './request-hash';

export interface PlacementDeps extends PlacementWriteDeps {
  bets: BetRepository;
  /** Tells the player a loss or wager limit refused a stake (best effort). */
  limitReached?: (playerId: string, refusal: PlatformError) => Promise<void>;
  store: CatalogueStore;
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

export type PlacementOutcome =
  ({ ok: true } & PlacementResult) | { ok: false; error: PlacementError };

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
      return { ok: false, error: limitRefusal(new PlatformError('TERMS_NOT_ACCEPTED')) };
    }
    const outcome = await this.place({
      playerId: bettor.playerId,
      activeCurrency: bettor.activeCurrency,
      acceptMode: bettor.acceptMode ?? this.deps.site().sportsbook.auto_accept_odds_change,
      locale: body.meta.locale ?? bettor.language,
      idempotencyKey,
      body,
      guarded: bettor.guarded,
      farms: bettor.farms,
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
    if (errors.size > 0) return betsRefusal(errors, request.locale, 'rejected before placement');

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
        return betsRefusal(again.errors, request.locale, 'changed during the live bet delay');
      }
      const moved = again.bets.some((bet, i) =>
        bet.selections.some((s, j) => s.odds < checked[i]!.selections[j]!.odds),
      );
      if (moved && request.acceptMode !== 'any') {
        const all = new Map(again.bets.map((bet) => [bet.index, 'INVALID_ODDS' as BetErrorCode]));
        return betsRefusal(all, request.locale, 'odds shortened during the live bet delay');
      }
      checked = again.bets;
    }

    const closed = await this.closedInDatabase(checked);
    if (closed.size > 0) return betsRefusal(closed, request.locale, 'market closed meanwhile');

    try {
      return { ok: true, ...(await writeBets(this.deps, request, checked, requestHash)) };
    } catch (error) {
      if (error instanceof StakeRefused) {
        // Rolled back with the refusal: the player is told of the limit reached apart.
        await this.deps.limitReached?.(request.playerId, error.refusal);
        return { ok: false, error: limitRefusal(error.refusal) };
      }
      if (error instanceof BonusGone) {
        const gone = new Map(
          error.betIndexes.map((index) => [index, 'BONUS_NOT_AVAILABLE' as BetErrorCode]),
        );
        return betsRefusal(gone, request.locale, 'the bonus was used or ended meanwhile');
      }
      if (error instanceof WalletError && error.code === 'INSUFFICIENT_FUNDS') {
        const all = new Map(
          checked.map((bet) => [bet.index, 'INSUFFICIENT_FUNDS' as BetErrorCode]),
        );
        return betsRefusal(all, request.locale, 'balance too low');
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
      return betsRefusal(all, request.locale, 'the idempotency key was used for another request');
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
}
