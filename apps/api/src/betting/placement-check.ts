// The checks of a placement: every bet against the live catalogue, its shape, its price and the
// site's limits, before anything is written.
import type { PlaceBetsBody } from '@sportsbook/contracts';
import {
  acceptedTerms,
  acceptsPrice,
  betDebit,
  type BetLimits,
  checkRestrictions,
  comboPotentialWin,
  limitsFromSettings,
  minorUnits,
  type MinorUnits,
  multiplyOdds,
  type OddsAcceptMode,
  oddsFromDecimal,
  type OddsInt,
  priceCustomBet,
  type RestrictedBet,
  type RestrictionType,
  systemOdds,
  systemPotentialWin,
} from '@sportsbook/domain';
import { applyBonus, bonusSelections, type BetBonusRecord } from '../bonuses/bet-bonus';
import type { BonusRow } from '../bonuses/bonus-dto';
import type { CatalogueStore } from '../catalogue/store';
import { currency as currencyOf, siteConverter } from '../site/currencies';
import type { SiteConfig } from '../site/site-config';
import { betShapeOf, resolveSelection, type ResolvedSelection } from './catalogue-check';
import type { BetErrorCode } from './messages';

export interface PlacementRequest {
  playerId: string;
  activeCurrency: string;
  acceptMode: OddsAcceptMode;
  locale: string;
  idempotencyKey?: string | undefined;
  body: PlaceBetsBody;
  /** Loss or wager limits or an exclusion apply: the write checks them inside its transaction. */
  guarded?: boolean | undefined;
  /** Whether the player has an active hunting or tournament (their bets may farm). */
  farms?: boolean | undefined;
}

export interface CheckedBet {
  index: number;
  type: 'single' | 'combo' | 'system' | 'custom';
  system?: { winCount: number; totalCount: number } | undefined;
  selections: ResolvedSelection[];
  stake: MinorUnits;
  /** What the wallet pays of the stake (0 when a freebet stands in for it). */
  debit: MinorUnits;
  /** The player's bonus the bet uses, as the bet stores it. */
  bonus: BetBonusRecord | null;
  currency: string;
  odds: OddsInt;
  potentialWin: MinorUnits;
  /** The most the bet pays when a warn action capped it (acceptedTerms); null when not capped. */
  payoutCap: MinorUnits | null;
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

/** A money amount, or null when it is beyond the safe integers minor units are kept in. */
function representable(amount: () => MinorUnits): MinorUnits | null {
  try {
    return amount();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * Checks every bet; returns the checked bets or the per-bet errors. A bet's bonus must be one of
 * `bonuses` (the player's, usable now) and used by no other bet of the request.
 */
export function checkBets(
  store: CatalogueStore,
  config: SiteConfig,
  request: PlacementRequest,
  bonuses: ReadonlyMap<string, BonusRow> = new Map(),
): { bets: CheckedBet[]; errors: Map<number, BetErrorCode> } {
  const errors = new Map<number, BetErrorCode>();
  const checked: CheckedBet[] = [];
  const bonusTaken = new Set<string>();
  request.body.bets.forEach((bet, index) => {
    const fail = (code: BetErrorCode) => errors.set(index, code);
    const held = bet.bonus ? bonuses.get(bet.bonus.id) : undefined;
    if (bet.bonus && (!held || bonusTaken.has(bet.bonus.id))) return fail('BONUS_NOT_AVAILABLE');
    if (bet.bonus) bonusTaken.add(bet.bonus.id);
    if (bet.stake.currency !== request.activeCurrency) return fail('CURRENCY_NOT_ACTIVE');
    const shape = betShapeOf(bet);
    if (!shape.ok) return fail(shape.code);
    if (shape.type === 'custom' && !config.sportsbook.custom_bet_enabled) {
      return fail('CUSTOM_BET_DISABLED');
    }
    const resolved: ResolvedSelection[] = [];
    for (const selection of bet.selections) {
      const mode = shape.type === 'custom' ? 'any' : request.acceptMode;
      const resolution = resolveSelection(store, selection, mode);
      if (!resolution.ok) return fail(resolution.code);
      resolved.push(resolution.selection);
    }
    // What is staked and debited, by the rule the slip shows: a system's stake is shared equally
    // by its lines and only what the lines carry is staked.
    const stake = betDebit({
      stake: minorUnits(bet.stake.value),
      betType: shape.type,
      systemType: shape.system,
    });
    if (shape.type === 'system' && stake < 1) return fail('STAKE_TOO_LOW');
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
      odds = systemOdds(stake, potentialWin ?? minorUnits(0));
    } else {
      odds = multiplyOdds(...resolved.map((s) => s.odds));
      potentialWin = representable(() => comboPotentialWin(stake, [odds]));
    }
    let debit = stake;
    let bonus: BetBonusRecord | null = null;
    if (held) {
      const applied = applyBonus(held, {
        type: shape.type,
        stake,
        currency: bet.stake.currency,
        odds,
        selections: bonusSelections(store, resolved),
        sentBonusOdds: bet.bonus?.odds,
      });
      if (typeof applied === 'string') return fail(applied);
      ({ odds, potentialWin, debit, record: bonus } = applied);
    }
    // A win beyond what money can hold is above any payout limit: the payout-limit refusal.
    if (potentialWin === null || !Number.isSafeInteger(odds)) {
      return fail('PAYOUT_LIMIT_EXCEEDED');
    }
    const restricted: RestrictedBet = {
      stake,
      currency: bet.stake.currency,
      betType: shape.type,
      selections: resolved.map((s) => ({
        matchId: s.match.id,
        provider: s.market.provider,
        acceptedOdds: s.odds,
        isSuspended: false,
      })),
      systemType: shape.system,
      ...(shape.type === 'custom' ? { customOdds: odds } : {}),
    };
    const ctx = {
      limits: domainLimits(config),
      fiat: currencyOf(bet.stake.currency).fiat,
      systemRestrictedProviders: config.betting.system_restricted_providers,
      convert: siteConverter(config),
    };
    const rejecting = checkRestrictions(restricted, ctx).find((r) => r.severity === 'reject');
    if (rejecting) return fail(RESTRICTION_CODES[rejecting.type]);
    // A warn action accepts the bet capped: these are the terms stored, shown and paid.
    const terms = acceptedTerms(
      {
        stake,
        currency: bet.stake.currency,
        odds: shape.type === 'system' ? undefined : odds,
        potentialWin,
      },
      ctx,
    );
    checked.push({
      index,
      type: shape.type,
      system: shape.system,
      selections: resolved,
      stake,
      debit,
      bonus,
      currency: bet.stake.currency,
      odds: terms.odds ?? systemOdds(stake, terms.potentialWin),
      potentialWin: terms.potentialWin,
      payoutCap: terms.payoutCap ?? null,
    });
  });
  return { bets: checked, errors };
}
