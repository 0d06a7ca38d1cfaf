// Bet placement: every rule checked against the live catalogue and the limits, the live delay,
// then the bets and their stake debits written in one statement, idempotent on a client key.
import { randomBytes } from 'node:crypto';
import type { PlaceBetsBody, ServerBetBody } from '@sportsbook/contracts';
import {
  checkRestrictions,
  convertMoney,
  limitsFromSettings,
  minorUnits,
  multiplyOdds,
  oddsFromDecimal,
  placeBetErrorMessageId,
  comboPotentialWin,
  systemLineCount,
  systemPotentialWin,
  systemStakePerLine,
  MARKET_STATUS,
  ODDS_DIVISOR,
  type BetLimits,
  type BetSlipBet,
  type MinorUnits,
  type OddsAcceptMode,
  type OddsInt,
  type RestrictionType,
  type Selection,
} from '@sportsbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogueStore } from '../catalogue/store';
import { uniqueViolation } from '../platform/auth/errors';
import type { RawQuery } from '../db/client';
import type { Database } from '../platform/db';
import type { Wallet, BalanceChange } from '../platform/wallet/wallet';
import { WalletError } from '../platform/wallet/wallet';
import { currency as currencyOf } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import {
  acceptsPrice,
  betShape,
  resolveSelection,
  type ResolvedSelection,
} from './catalogue-check';
import { priceCustomBet } from './custom-bet';
import { localizedBetError, type BetErrorCode } from './messages';
import { writePlacement } from './place-statement';
import { placementHash } from './request-hash';
import { betPlacements, betSelections, bets } from './schema';

export interface PlacementDeps {
  db: Database;
  /** The placement's write runs as one prepared statement. */
  query: RawQuery;
  store: CatalogueStore;
  wallet: Wallet;
  site: () => SiteConfig;
  /** The live bet delay of a sport (the plugin reads it from the site or the override). */
  liveDelayMs: (sportKey: string) => number;
  sleep: (ms: number) => Promise<void>;
  /**
   * Whether this instance's catalogue is the newest there is (the feed leader's, ahead of the
   * database). A follower's lags the leader's writes by up to a refresh, so it also asks the
   * database whether a market was closed or resulted meanwhile: no bet on a known result.
   */
  catalogueIsCurrent: () => boolean;
}

/** Markets of the request that the database holds as closed or resulted. */
const CLOSED_MARKETS = `
select distinct s.match_id, s.market_id, s.specifier
from jsonb_to_recordset($1::jsonb) as s(match_id int, market_id int, specifier text)
join markets m using (match_id, market_id, specifier)
where m.results is not null or m.status <> $2::smallint`;

export interface PlacementRequest {
  playerId: string;
  activeCurrency: string;
  acceptMode: OddsAcceptMode;
  locale: string;
  idempotencyKey?: string | undefined;
  body: PlaceBetsBody;
}

/** The spec's error response of placement. */
export class PlacementError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageId: string,
    readonly data: {
      details: string;
      errors_by_bet: Record<number, { code: string; localized_message: string }>;
    },
  ) {
    super(code);
    this.name = 'PlacementError';
  }
}

export type PlacementResult = {
  bets: ServerBetBody[];
  balanceChanges: BalanceChange[];
  replayed: boolean;
};

interface CheckedBet {
  index: number;
  type: 'single' | 'combo' | 'system' | 'custom';
  system?: { winCount: number; totalCount: number } | undefined;
  selections: ResolvedSelection[];
  stake: MinorUnits;
  currency: string;
  odds: OddsInt;
  potentialWin: MinorUnits;
}

const RESTRICTION_CODES: Record<RestrictionType, BetErrorCode> = {
  max_selections: 'SELECTION_LIMIT_EXCEEDED',
  max_odds: 'ODDS_LIMIT_EXCEEDED',
  max_stake: 'MAX_STAKE_EXCEEDED',
  max_payout: 'PAYOUT_LIMIT_EXCEEDED',
  same_match: 'SAME_MATCH_SELECTIONS',
  system_provider: 'SYSTEM_PROVIDER_RESTRICTED',
  custom_bet_selections: 'CUSTOM_BET_SELECTIONS',
};

/** Bet limits of the site configuration in the domain's form. */
export const domainLimits = (config: SiteConfig): BetLimits =>
  limitsFromSettings(config.bet_limits);

/** Converts between the site's currencies by its rate table, rounding down (limits never grow). */
export const siteConverter =
  (config: SiteConfig) =>
  (amount: MinorUnits, from: string, to: string): MinorUnits =>
    convertMoney(
      amount,
      { code: from, subunits: currencyOf(from).subunits, fiat: currencyOf(from).fiat },
      { code: to, subunits: currencyOf(to).subunits, fiat: currencyOf(to).fiat },
      config.betting.exchange_rates,
      'floor',
    );

/** A resolved selection in the domain's client form, for the shared restriction rules. */
function asDomainSelection(s: ResolvedSelection): Selection {
  return {
    id: `${s.match.id}:${s.market.marketId}:${s.market.specifier}:${s.outcome.id}`,
    type: s.match.type,
    matchId: s.match.id,
    matchUrnId: s.match.urnId,
    matchSlug: s.match.slug,
    marketId: s.market.marketId,
    marketName: s.market.name,
    specifier: s.market.specifier,
    outcomeId: s.outcome.id,
    outcomeName: s.outcome.name,
    odds: s.odds,
    acceptedOdds: s.odds,
    initialOdds: s.requestedOdds,
    provider: s.market.provider,
    sportKey: s.sportKey,
    nameA: s.match.home?.name ?? s.match.name,
    nameB: s.match.away?.name ?? '',
    categoryName: '',
    categorySlug: '',
    categoryId: 0,
    matchStatus: s.match.status as Selection['matchStatus'],
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** Placement codes of this API with their own message id; the domain's table has the spec's. */
const OWN_MESSAGE_IDS: Partial<Record<BetErrorCode, string>> = {
  BONUS_NOT_AVAILABLE: 'error.place_bets.bonus_not_available',
  IDEMPOTENCY_KEY_REUSED: 'error.place_bets.idempotency_key_reused',
};

/** A money amount, or null when it is beyond the safe integers minor units are kept in. */
function representable(amount: () => MinorUnits): MinorUnits | null {
  try {
    return amount();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const newRef = () => randomBytes(6).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

export class BetPlacement {
  constructor(private readonly deps: PlacementDeps) {}

  /** Checks every bet; returns the checked bets or the per-bet errors. */
  check(request: PlacementRequest): { bets: CheckedBet[]; errors: Map<number, BetErrorCode> } {
    const config = this.deps.site();
    const errors = new Map<number, BetErrorCode>();
    const checked: CheckedBet[] = [];
    request.body.bets.forEach((bet, index) => {
      const fail = (code: BetErrorCode) => errors.set(index, code);
      // A bonus must name an active bonus of the player, and no player has one: any is refused.
      if (bet.bonus) return fail('BONUS_NOT_AVAILABLE');
      if (bet.stake.currency !== request.activeCurrency) return fail('CURRENCY_NOT_ACTIVE');
      const shape = betShape(bet);
      if (!shape.ok) return fail(shape.code);
      const resolved: ResolvedSelection[] = [];
      for (const selection of bet.selections) {
        const mode = shape.type === 'custom' ? 'any' : request.acceptMode;
        const resolution = resolveSelection(this.deps.store, selection, mode);
        if (!resolution.ok) return fail(resolution.code);
        resolved.push(resolution.selection);
      }
      let stake = minorUnits(bet.stake.value);
      if (shape.type === 'system') {
        // A system's stake is shared equally by its lines; only what the lines carry is staked.
        const perLine = systemStakePerLine(stake, shape.system!);
        if (perLine < 1) return fail('STAKE_TOO_LOW');
        stake = minorUnits(perLine * systemLineCount(shape.system!));
      }
      let odds: OddsInt;
      let potentialWin: MinorUnits | null;
      if (shape.type === 'custom') {
        const price = priceCustomBet(
          resolved.map((s) => ({
            matchId: s.match.id,
            marketId: s.market.marketId,
            specifier: s.market.specifier,
            outcomeId: s.outcome.id,
            odds: s.odds,
          })),
        );
        if (!price.ok) return fail(price.code);
        if (!acceptsPrice(request.acceptMode, oddsFromDecimal(bet.custom_odds!), price.odds)) {
          return fail('INVALID_ODDS_CUSTOM_BET');
        }
        odds = price.odds;
        potentialWin = representable(() => comboPotentialWin(stake, [odds]));
      } else if (shape.type === 'system') {
        const system = shape.system!;
        potentialWin = representable(() =>
          systemPotentialWin(
            stake,
            resolved.map((s) => s.odds),
            system,
          ),
        );
        odds = Math.max(
          ODDS_DIVISOR,
          Math.floor(((potentialWin ?? 0) * ODDS_DIVISOR) / stake),
        ) as OddsInt;
      } else {
        odds = multiplyOdds(...resolved.map((s) => s.odds));
        potentialWin = representable(() => comboPotentialWin(stake, [odds]));
      }
      // A win beyond what money can hold is above any payout limit: the payout-limit refusal.
      if (potentialWin === null || !Number.isSafeInteger(odds)) {
        return fail('PAYOUT_LIMIT_EXCEEDED');
      }
      const domainBet: BetSlipBet = {
        stake,
        currency: bet.stake.currency,
        subunits: currencyOf(bet.stake.currency).subunits,
        betType: shape.type,
        selections: resolved.map(asDomainSelection),
        ...(shape.system ? { systemType: shape.system } : {}),
        ...(shape.type === 'custom' ? { customOdds: odds } : {}),
        availableBonuses: [],
        stakeSource: 'others',
        isVip: false,
        jackpots: [],
      };
      const rejecting = checkRestrictions(domainBet, {
        limits: domainLimits(config),
        fiat: currencyOf(bet.stake.currency).fiat,
        systemRestrictedProviders: config.betting.system_restricted_providers,
        convert: siteConverter(config),
      }).find((r) => r.severity === 'reject');
      if (rejecting) return fail(RESTRICTION_CODES[rejecting.type]);
      checked.push({
        index,
        type: shape.type,
        system: shape.system,
        selections: resolved,
        stake,
        currency: bet.stake.currency,
        odds,
        potentialWin,
      });
    });
    return { bets: checked, errors };
  }

  private errorFor(errors: Map<number, BetErrorCode>, locale: string, details: string) {
    const [first] = errors.values();
    const code = first ?? 'INVALID_ODDS';
    const errorsByBet: Record<number, { code: string; localized_message: string }> = {};
    for (const [index, betCode] of errors) {
      errorsByBet[index] = { code: betCode, localized_message: localizedBetError(betCode, locale) };
    }
    const status = code === 'INSUFFICIENT_FUNDS' ? 402 : 422;
    return new PlacementError(status, code, OWN_MESSAGE_IDS[code] ?? placeBetErrorMessageId(code), {
      details,
      errors_by_bet: errorsByBet,
    });
  }

  async place(request: PlacementRequest): Promise<PlacementResult> {
    const requestHash = request.idempotencyKey ? placementHash(request.body) : null;
    if (request.idempotencyKey) {
      const earlier = await this.replay(request, requestHash);
      if (earlier) return { bets: earlier, balanceChanges: [], replayed: true };
    }
    const first = this.check(request);
    let checked = first.bets;
    const errors = first.errors;
    if (errors.size > 0) throw this.errorFor(errors, request.locale, 'rejected before placement');

    // Live delay: the price must still stand when it ends, or the bet is rejected.
    const delay = Math.max(
      0,
      ...checked.flatMap((bet) =>
        bet.selections.filter((s) => s.live).map((s) => this.deps.liveDelayMs(s.sportKey)),
      ),
    );
    if (delay > 0) {
      await this.deps.sleep(delay);
      const again = this.check(request);
      if (again.errors.size > 0) {
        throw this.errorFor(again.errors, request.locale, 'changed during the live bet delay');
      }
      const moved = again.bets.some((bet, i) =>
        bet.selections.some((s, j) => s.odds < checked[i]!.selections[j]!.odds),
      );
      if (moved && request.acceptMode !== 'any') {
        const all = new Map(again.bets.map((bet) => [bet.index, 'INVALID_ODDS' as BetErrorCode]));
        throw this.errorFor(all, request.locale, 'odds shortened during the live bet delay');
      }
      checked = again.bets;
    }

    const closed = await this.closedInDatabase(checked);
    if (closed.size > 0) throw this.errorFor(closed, request.locale, 'market closed meanwhile');

    try {
      return await this.write(request, checked, requestHash);
    } catch (error) {
      if (error instanceof WalletError && error.code === 'INSUFFICIENT_FUNDS') {
        const all = new Map(
          checked.map((bet) => [bet.index, 'INSUFFICIENT_FUNDS' as BetErrorCode]),
        );
        throw this.errorFor(all, request.locale, 'balance too low');
      }
      if (uniqueViolation(error) !== null && request.idempotencyKey) {
        const earlier = await this.replay(request, requestHash);
        if (earlier) return { bets: earlier, balanceChanges: [], replayed: true };
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
  ): Promise<ServerBetBody[] | null> {
    const [row] = await this.deps.db
      .select()
      .from(betPlacements)
      .where(
        and(
          eq(betPlacements.playerId, request.playerId),
          eq(betPlacements.key, request.idempotencyKey!),
        ),
      );
    if (!row) return null;
    if (row.requestHash !== null && row.requestHash !== requestHash) {
      const all = new Map(
        request.body.bets.map((_, index) => [index, 'IDEMPOTENCY_KEY_REUSED' as BetErrorCode]),
      );
      throw this.errorFor(all, request.locale, 'the idempotency key was used for another request');
    }
    const response = row.response as { bet_ids: number[] } | ServerBetBody[];
    if (Array.isArray(response)) return response;
    const ids = response.bet_ids;
    const betRows = await this.deps.db.select().from(bets).where(inArray(bets.id, ids));
    const selectionRows = await this.deps.db
      .select()
      .from(betSelections)
      .where(inArray(betSelections.betId, ids));
    return ids.flatMap((id) => {
      const bet = betRows.find((b) => b.id === id);
      if (!bet) return [];
      return [
        toServerBet(
          bet,
          selectionRows.filter((s) => s.betId === id),
          null,
        ),
      ];
    });
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
      odds: bet.odds,
      potential_win: bet.potentialWin,
      system_win_count: bet.system?.winCount ?? null,
      system_total_count: bet.system?.totalCount ?? null,
      custom_odds: bet.type === 'custom' ? bet.odds : null,
      // Never what the request said: only a bonus the player holds could go here.
      bonus: null,
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
    const placed = await writePlacement(this.deps.query, {
      playerId,
      currency,
      quick: request.body.meta.quick,
      deviceId: request.body.meta.device_id,
      idempotencyKey: request.idempotencyKey ?? null,
      requestHash,
      bets: rows,
      selections,
    });
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
      changes.push({
        entryId: written.entryId,
        playerId,
        currency,
        type: 'stake',
        amount: -row.stake,
        balance: written.balanceAfter,
        replayed: false,
      });
    }
    return { bets: answers, balanceChanges: changes, replayed: false };
  }
}
