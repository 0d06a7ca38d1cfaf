// The client forms of the bet slip from the spec: Selection, Bet slip bet, Ticket, and their vocabulary.
import type { MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import type { SystemType } from '../settlement/system-types';
import type { BetLimits } from './restrictions';

/** Match statuses: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  not_covered: 5,
} as const;
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

/** A list query's `match_status` value: the statuses, comma-separated. */
export const matchStatusList = (...statuses: MatchStatus[]): string => statuses.join(',');

/** Market statuses: allowed 1, not-allowed 0, suspended -1; -2, -3 and -4 are closed states. */
export const MARKET_STATUS = {
  allowed: 1,
  not_allowed: 0,
  suspended: -1,
  deactivated: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

export const BET_TYPES = ['single', 'combo', 'system', 'custom'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Odds-change acceptance: none = every change needs the player, higher = better prices pass, any = all pass. */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];

export type SelectionType = 'match' | 'stage' | 'season' | 'simple_tournament';

/** Where a stake came from: typed as a potential win (rescaled on odds change), a shared slip, or typed. */
export type StakeSource = 'potential_win' | 'sharing' | 'others';

export const TICKET_STATES = ['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** Spec: Selection (client form). `odds` is the current price, `acceptedOdds` what the player agreed to. */
export interface Selection {
  id: string;
  type: SelectionType;
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  odds: OddsInt;
  acceptedOdds: OddsInt;
  initialOdds: OddsInt;
  provider: string;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  categorySlug: string;
  categoryId: number;
  matchStatus: MatchStatus;
  marketGroup?: string;
  active: boolean;
  isSuspended: boolean;
  isChanged: boolean;
  isNotAvailable: boolean;
}

export type BonusKind = 'comboboost' | 'freebet';
/** The part of a bonus a bet carries; the full bonus entities arrive with the bonuses issue. */
export interface BetBonus {
  id: string;
  type: BonusKind | 'freebet_no_risk' | 'freebet_all_win' | 'freebet_only_win';
  /** Freebet amount in minor units, for freebet kinds. */
  amount?: MinorUnits;
  /** Boosted odds multiplier for comboboost, as OddsInt. */
  odds?: OddsInt;
}
export const isFreebet = (bonus: Pick<BetBonus, 'type'> | undefined): boolean =>
  bonus !== undefined && bonus.type.startsWith('freebet');

/** Spec: Bet slip bet (client form). */
export interface BetSlipBet {
  stake: MinorUnits;
  currency: string;
  subunits: number;
  betType: BetType;
  selections: Selection[];
  customOdds?: OddsInt;
  systemType?: SystemType;
  bonus?: BetBonus;
  availableBonuses: BetBonus[];
  bonusOdds?: OddsInt;
  stakeSource: StakeSource;
  /** The potential win the player typed, when stakeSource is potential_win. */
  potentialWinTarget?: MinorUnits;
  betId?: string;
  status?: string;
  isVip: boolean;
  freebetStake?: MinorUnits;
  jackpots: string[];
}

/** A coded placement error, as the ticket shows it. */
export interface TicketError {
  code?: string;
  /** Message id (section 8); empty for the default ticket error. */
  message: string;
  details?: string;
  /** What the responsible-gambling limit that refused still lets through, when one did. */
  limitLeft?: { amount: number; currency: string };
  /** Per-bet localized messages, by bet index. */
  betMessages: Record<number, string>;
  wrongOdds: boolean;
}

/** A bet the server accepted, as the ticket keeps it after success. */
export interface PlacedBet {
  id: string;
  ref?: string;
  status: string;
  betType: BetType;
  stake: MinorUnits;
  currency: string;
  odds: OddsInt;
  potentialWin: MinorUnits;
  selectionIds: string[];
  /** The odds each selection was stored at, in the order of selectionIds. */
  selectionOdds?: OddsInt[];
  /** The bonus the bet was placed with: a freebet, or a comboboost with its bonus odds. */
  bonus?: { id: string; type: string; odds?: OddsInt };
}

export interface UpcomingBonus {
  id: string;
  disabled: boolean;
  completedCount: number;
  suitableCount: number;
}

/** Spec: Ticket. */
export interface Ticket {
  ticketState: TicketState;
  error: TicketError | null;
  bets: BetSlipBet[];
  upcomingBonuses: UpcomingBonus[];
  selectedOutcomeIds: string[];
  processingBets: BetSlipBet[];
  placedBets: PlacedBet[];
  isRestoring: boolean;
  inProgress: boolean;
  systemTypes: SystemType[];
}

export const emptyTicket = (): Ticket => ({
  ticketState: 'INITIAL',
  error: null,
  bets: [],
  upcomingBonuses: [],
  selectedOutcomeIds: [],
  processingBets: [],
  placedBets: [],
  isRestoring: false,
  inProgress: false,
  systemTypes: [],
});

/** Rules and settings the slip needs from outside (spec: System settings). */
export interface SlipContext {
  currency: string;
  subunits: number;
  oddsAcceptMode: OddsAcceptMode;
  /** multi_bet_settings.available_by_provider: may one slip hold several single bets. */
  multiSingleAvailableByProvider: Record<string, boolean>;
  /** The site's bet limits: a win typed on the slip is reached at the terms they cap a bet to. */
  limits?: BetLimits | undefined;
}

/** The identity of an outcome across the catalogue: match, market, specifier and outcome. */
export const selectionKey = (s: {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}): string => `${s.matchId}:${s.marketId}:${s.specifier}:${s.outcomeId}`;

export const allSelections = (bets: readonly BetSlipBet[]): Selection[] =>
  bets.flatMap((bet) => bet.selections);
