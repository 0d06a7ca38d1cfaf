// Restrictions and validation (spec section 5): limits, same match, providers, custom bets, players.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import type { SystemType } from '../settlement/system-types';
import { acceptedTerms, payoutLimitIn } from './limit-caps';
import { betOdds, betPotentialWin } from './stake';
import type { BetSlipBet, BetType } from './types';

export type LimitAction = 'reject' | 'accept_with_warning';
export interface CurrencyAmount {
  currencyCode: string;
  amount: MinorUnits;
}

/** Spec: Bet limits (client form). Amounts are minor units; odds limit is OddsInt. */
export interface BetLimits {
  maxStakeLimit: { fiat: CurrencyAmount[]; crypto: CurrencyAmount[] };
  oddsLimit?: { value: OddsInt; action: LimitAction };
  payoutLimit?: { amount: MinorUnits; currencyCode: string; action: LimitAction };
  selectionLimit?: { value: number };
}

/** Bet limits as the site configures them (the API's site config and the system data alike). */
export interface BetLimitsSettings {
  max_stake_limit: {
    fiat: { currency_code: string; amount: number }[];
    crypto: { currency_code: string; amount: number }[];
  };
  odds_limit: { value: number; action: LimitAction };
  payout_limit: { amount: number; currency_code: string; action: LimitAction };
  selection_limit: { value: number };
}

/** The site's limits in the form the restriction rules read. */
export function limitsFromSettings(settings: BetLimitsSettings): BetLimits {
  const amounts = (list: { currency_code: string; amount: number }[]) =>
    list.map((entry) => ({ currencyCode: entry.currency_code, amount: minorUnits(entry.amount) }));
  return {
    maxStakeLimit: {
      fiat: amounts(settings.max_stake_limit.fiat),
      crypto: amounts(settings.max_stake_limit.crypto),
    },
    oddsLimit: { value: settings.odds_limit.value as OddsInt, action: settings.odds_limit.action },
    payoutLimit: {
      amount: minorUnits(settings.payout_limit.amount),
      currencyCode: settings.payout_limit.currency_code,
      action: settings.payout_limit.action,
    },
    selectionLimit: { value: settings.selection_limit.value },
  };
}

/** The spec's restriction types, plus the slip's structural rules. */
export type RestrictionType =
  | 'max_selections'
  | 'max_odds'
  | 'max_stake'
  | 'max_payout'
  | 'same_match'
  | 'system_provider'
  | 'custom_bet_selections';

export interface Restriction {
  type: RestrictionType;
  /** reject blocks placement; warn lets it through with a warning title and description. */
  severity: 'reject' | 'warn';
  messageId: string;
  descriptionId?: string;
  /** The limit that fired, for the message (minor units or OddsInt as the type says). */
  limit?: number;
}

const RESTRICTION_MESSAGES = {
  max_selections: 'error.validation.bet_limits.selection_limit_exceeded',
  max_odds: 'error.validation.bet_limits.odds_limit_exceeded',
  max_stake: 'error.validation.bet_limits.max_stake_limit_exceeded',
  max_payout: 'error.validation.bet_limits.payout_limit_exceeded',
  same_match: 'error.validation.same_match',
  system_provider: 'error.validation.system_provider',
  custom_bet_selections: 'error.validation.custom_bet_min_selections',
} as const satisfies Record<RestrictionType, string>;

const WARNING_MESSAGES = {
  max_odds: {
    title: 'warning.bet_limits.odds_limit.title',
    description: 'warning.bet_limits.odds_limit.description',
  },
  max_payout: {
    title: 'warning.bet_limits.payout_limit.title',
    description: 'warning.bet_limits.payout_limit.description',
  },
} as const;

export interface RestrictionContext {
  limits: BetLimits;
  /** Whether the bet's currency is fiat (picks the fiat or crypto max-stake list). */
  fiat: boolean;
  /** Providers whose selections cannot go into system bets. */
  systemRestrictedProviders?: readonly string[];
  /** Converts an amount between currencies (payout limits are set in one currency). */
  convert?: (amount: MinorUnits, from: string, to: string) => MinorUnits;
}

function limitFired(
  type: 'max_odds' | 'max_payout',
  action: LimitAction,
  limit: number,
): Restriction {
  if (action === 'reject') {
    return { type, severity: 'reject', messageId: RESTRICTION_MESSAGES[type], limit };
  }
  return {
    type,
    severity: 'warn',
    messageId: WARNING_MESSAGES[type].title,
    descriptionId: WARNING_MESSAGES[type].description,
    limit,
  };
}

/** Max stake for the bet's currency from the fiat or crypto list; undefined when none is set. */
export function maxStakeFor(
  limits: BetLimits,
  currency: string,
  fiat: boolean,
): MinorUnits | undefined {
  const list = fiat ? limits.maxStakeLimit.fiat : limits.maxStakeLimit.crypto;
  return list.find((entry) => entry.currencyCode === currency)?.amount;
}

/** What the restrictions read of a selection: its match, provider, accepted price and suspension. */
export interface RestrictedLeg {
  matchId: number;
  provider: string;
  acceptedOdds: OddsInt;
  isSuspended: boolean;
}

/** What the restrictions read of a bet; a slip bet is one, and so is a bet the API is placing. */
export interface RestrictedBet {
  stake: MinorUnits;
  currency: string;
  betType: BetType;
  selections: readonly RestrictedLeg[];
  systemType?: SystemType | undefined;
  customOdds?: OddsInt | undefined;
  bonusOdds?: OddsInt | undefined;
}

const hasSameMatchSelections = (selections: readonly RestrictedLeg[]): boolean =>
  new Set(selections.map((s) => s.matchId)).size !== selections.length;

/** Every restriction that fires for one bet, checked before placement and before quick bet. */
export function checkRestrictions(bet: RestrictedBet, ctx: RestrictionContext): Restriction[] {
  const found: Restriction[] = [];
  const { limits } = ctx;
  const count = bet.selections.length;
  if (limits.selectionLimit && count > limits.selectionLimit.value) {
    found.push({
      type: 'max_selections',
      severity: 'reject',
      messageId: RESTRICTION_MESSAGES.max_selections,
      limit: limits.selectionLimit.value,
    });
  }
  const odds = betOdds(bet);
  if (limits.oddsLimit && odds !== undefined && odds > limits.oddsLimit.value) {
    found.push(limitFired('max_odds', limits.oddsLimit.action, limits.oddsLimit.value));
  }
  const maxStake = maxStakeFor(limits, bet.currency, ctx.fiat);
  if (maxStake !== undefined && bet.stake > maxStake) {
    found.push({
      type: 'max_stake',
      severity: 'reject',
      messageId: RESTRICTION_MESSAGES.max_stake,
      limit: maxStake,
    });
  }
  const profitLimit = payoutLimitIn(ctx, bet.currency);
  if (limits.payoutLimit && profitLimit !== undefined) {
    // The profit of the bet as it would be accepted: after an odds cap, if one applies.
    const { potentialWin } = acceptedTerms(
      { stake: bet.stake, currency: bet.currency, odds, potentialWin: betPotentialWin(bet) },
      { limits: { ...limits, payoutLimit: undefined } },
    );
    if (potentialWin - bet.stake > profitLimit) {
      const { action } = limits.payoutLimit;
      // A warning names what a win pays at most (stake plus the limit); a refusal the limit.
      const named = action === 'reject' ? profitLimit : bet.stake + profitLimit;
      found.push(limitFired('max_payout', action, named));
    }
  }
  if (
    (bet.betType === 'combo' || bet.betType === 'system') &&
    hasSameMatchSelections(bet.selections)
  ) {
    found.push({
      type: 'same_match',
      severity: 'reject',
      messageId: RESTRICTION_MESSAGES.same_match,
    });
  }
  if (bet.betType === 'system') {
    const providers = new Set(bet.selections.map((s) => s.provider));
    const restricted = bet.selections.some((s) =>
      (ctx.systemRestrictedProviders ?? []).includes(s.provider),
    );
    if (providers.size > 1 || restricted) {
      found.push({
        type: 'system_provider',
        severity: 'reject',
        messageId: RESTRICTION_MESSAGES.system_provider,
      });
    }
  }
  if (bet.betType === 'custom' && bet.selections.filter((s) => !s.isSuspended).length < 2) {
    found.push({
      type: 'custom_bet_selections',
      severity: 'reject',
      messageId: RESTRICTION_MESSAGES.custom_bet_selections,
    });
  }
  return found;
}

export const rejects = (restrictions: readonly Restriction[]): boolean =>
  restrictions.some((r) => r.severity === 'reject');

/**
 * The max-stake call is supported only when every selection comes from one provider, or from a
 * second provider when that is allowed.
 */
export function isMaxStakeSupported(
  selections: readonly { provider: string }[],
  primaryProvider: string,
  secondProvider?: string,
): boolean {
  const providers = new Set(selections.map((s) => s.provider));
  if (providers.size !== 1) return false;
  const [only] = providers;
  return only === primaryProvider || (secondProvider !== undefined && only === secondProvider);
}

export type SlipInvalidReason =
  'no_bets' | 'stake_not_positive' | 'selection_needs_attention' | 'stake_limit';

/**
 * A slip is invalid when there are no bets, any bet has stake not above 0, a selection is
 * suspended, changed or unavailable, or the per-currency stake limit fails (each bet of a
 * multi-single slip is checked on its own).
 */
export function slipInvalidReason(
  bets: readonly BetSlipBet[],
  limits: BetLimits,
  fiat: boolean,
): SlipInvalidReason | undefined {
  if (bets.length === 0) return 'no_bets';
  if (bets.some((bet) => !(bet.stake > 0))) return 'stake_not_positive';
  if (
    bets.some((bet) => bet.selections.some((s) => s.isSuspended || s.isChanged || s.isNotAvailable))
  )
    return 'selection_needs_attention';
  for (const bet of bets) {
    const max = maxStakeFor(limits, bet.currency, fiat);
    if (max !== undefined && bet.stake > max) return 'stake_limit';
  }
  return undefined;
}

/** Total stake of the slip, in minor units of its currency. */
export const totalStake = (bets: readonly BetSlipBet[]): MinorUnits =>
  minorUnits(bets.reduce((sum, bet) => sum + bet.stake, 0));

/** Spec: Profile fields that decide whether a player may bet at all. */
export interface BettingPlayer {
  pve: boolean;
  userAccountStatus: string | null;
  suspensionReason: string | null;
}

/** Suspension reason of spam-flagged players. */
const SPAM_FLAG_SUSPENSION = 'spamf';

export type PlayerBetForbidden = 'PVE_PLAYER_BET_FORBIDDEN' | 'SPAMF_PLAYER_BET_FORBIDDEN';

/**
 * Why a player may not bet at all, if they may not: the pve flag, or a suspension whose reason is
 * the spam flag. The code's message id is placeBetErrorMessageId's.
 */
export function playerBetForbidden(player: BettingPlayer): PlayerBetForbidden | undefined {
  if (player.pve) return 'PVE_PLAYER_BET_FORBIDDEN';
  if (
    player.userAccountStatus === 'suspended' &&
    player.suspensionReason === SPAM_FLAG_SUSPENSION
  ) {
    return 'SPAMF_PLAYER_BET_FORBIDDEN';
  }
  return undefined;
}
