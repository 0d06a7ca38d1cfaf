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
