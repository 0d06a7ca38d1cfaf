// Error codes of bet placement (spec section 8) mapped to message ids, and the wrong-odds signals.

/** Risk-validation messages that mean the odds on the slip were not the bookmaker's. */
export const WRONG_ODDS_RISK_MESSAGES = [
  'odds_different_than_bookmaker',
  'odds_higher_than_bookmakers',
  'odds_to_low',
  'odds_higher_than_bookmakers_current_odds',
] as const;

/** Numeric bet codes seen in placement errors. */
const BET_ERROR_CODES = {
  invalidOdds: 101,
  pvePlayerBetForbidden: 114,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** The slip's own code for a placement that got no answer: placed or not is not known. */
export const PLACEMENT_UNCONFIRMED = 'PLACEMENT_UNCONFIRMED';

const MESSAGE_BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    INVALID_ODDS: 'error.place_bets.invalid_odds',
    [BET_ERROR_CODES.invalidOdds]: 'error.place_bets.invalid_odds',
    INVALID_ODDS_CUSTOM_BET: 'error.place_bets.invalid_odds_custom_bet',
    [BET_ERROR_CODES.invalidOddsCustomBet]: 'error.place_bets.invalid_odds_custom_bet',
    PVE_PLAYER_BET_FORBIDDEN: 'error.platform.pve_player_bet_forbidden',
    [BET_ERROR_CODES.pvePlayerBetForbidden]: 'error.platform.pve_player_bet_forbidden',
    SPAMF_PLAYER_BET_FORBIDDEN: 'error.platform.spamf_player_bet_forbidden',
    [BET_ERROR_CODES.municipalityNotFound]: 'error.place_bets.municipality_not_found',
    MUNICIPALITY_NOT_FOUND: 'error.place_bets.municipality_not_found',
    ACCOUNT_BLOCKED: 'error.platform.account_blocked',
    SESSION_LIMIT_REACHED: 'error.platform.session_limit_reached',
    ACTIVITY_LIMIT_REACHED: 'error.platform.activity_limit_reached',
    TERMS_NOT_ACCEPTED: 'error.platform.terms_not_accepted',
    [PLACEMENT_UNCONFIRMED]: 'error.place_bets.unconfirmed',
  }),
);

/** The message of a place-bet error without its own. */
export const DEFAULT_PLACE_BET_MESSAGE = 'error.place_bets.default';

/**
 * The message id for a place-bet error code (a name or its number; "101" reads as 101);
 * any other code, or none, gets the default message.
 */
export function placeBetErrorMessageId(code: string | number | undefined): string {
  if (code === undefined) return DEFAULT_PLACE_BET_MESSAGE;
  return MESSAGE_BY_CODE.get(String(code)) ?? DEFAULT_PLACE_BET_MESSAGE;
}

/** Wrong-odds errors set the ticket's wrong-odds flag: code INVALID_ODDS (101) or a risk message. */
export function isWrongOddsError(error: {
  code?: string | number;
  riskMessages?: readonly string[];
}): boolean {
  if (error.code === 'INVALID_ODDS' || String(error.code) === String(BET_ERROR_CODES.invalidOdds)) {
    return true;
  }
  return (error.riskMessages ?? []).some((m) =>
    (WRONG_ODDS_RISK_MESSAGES as readonly string[]).includes(m),
  );
}

/** Refusals of responsible-gambling limits carry a message id naming the limit and its period. */
const LIMIT_MESSAGE_PREFIX = 'error.limits.';

/** Whether a message id is a responsible-gambling limit's own (it names the limit and period). */
export const isLimitMessageId = (id: string): boolean => id.startsWith(LIMIT_MESSAGE_PREFIX);

/** A failed placement as the API reported it, as the ticket takes it (its place_failure). */
export interface PlaceBetErrorFields {
  code?: string | number;
  /** The API's own message id when it names more than the code (the limit that refused). */
  messageId?: string;
  /** What the limit that refused still lets through in its period, in minor units. */
  limitLeft?: { amount: number; currency: string };
  details?: string;
  /** data.errors_by_bet: per bet a localized message, by index. */
  errorsByBet?: Record<number, { localized_message: string }>;
  /** Risk-validation messages (some mean the odds were wrong). */
  riskMessages?: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Reads a placement's error body (spec: code, data.details, data.errors_by_bet): the code as it
 * came, a name or a number (101, 114, 118, 120); the risk-validation messages from data or from a
 * bet's entry. A body without a code gives no code, so the ticket shows the default alert.
 */
export function placeBetErrorOf(body: unknown): PlaceBetErrorFields {
  if (!isRecord(body)) return {};
  const code = body.code;
  if (!(typeof code === 'string' && code !== '') && typeof code !== 'number') return {};
  const data = isRecord(body.data) ? body.data : {};
  const errorsByBet: Record<number, { localized_message: string }> = {};
  const riskMessages = strings(data.risk_messages);
  for (const [index, entry] of Object.entries(
    isRecord(data.errors_by_bet) ? data.errors_by_bet : {},
  )) {
    if (!isRecord(entry)) continue;
    if (typeof entry.localized_message === 'string') {
      errorsByBet[Number(index)] = { localized_message: entry.localized_message };
    }
    riskMessages.push(...strings(entry.risk_messages));
  }
  if (typeof data.details === 'string') riskMessages.push(data.details);
  const message = body.message;
  const limit = typeof message === 'string' && isLimitMessageId(message);
  const left =
    limit && typeof data.remaining === 'number' && typeof data.currency === 'string'
      ? { limitLeft: { amount: data.remaining, currency: data.currency } }
      : {};
  return {
    code,
    ...(limit ? { messageId: message } : {}),
    ...left,
    ...(typeof data.details === 'string' ? { details: data.details } : {}),
    errorsByBet,
    ...(riskMessages.length > 0 ? { riskMessages: [...new Set(riskMessages)] } : {}),
  };
}
