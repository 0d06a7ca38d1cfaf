// Placement's refusals as the spec answers them: the player's, a limit's, or some bets' with a
// code and a localized message each.
import { placeBetErrorMessageId } from '@sportsbook/domain';
import { PlatformError, platformAnswer } from '../platform/errors';
import type { Bettor } from './bettor';
import { localizedBetError, type BetErrorCode } from './messages';

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

/** A limit's or an exclusion's refusal as the placement's answer: the limit is named in data. */
export function limitRefusal(refusal: PlatformError): PlacementError {
  const [status, messageId] = platformAnswer(refusal);
  return new PlacementError(status, refusal.code, messageId, refusal.data);
}

/**
 * A used-up session or activity limit's refusal of a bet: 403 (a placement refused, whatever the
 * platform answers the limit with elsewhere), with the platform's message id.
 */
export function playTimeRefusal(
  code: 'SESSION_LIMIT_REACHED' | 'ACTIVITY_LIMIT_REACHED',
): PlacementError {
  const [, messageId] = platformAnswer(new PlatformError(code));
  return new PlacementError(403, code, messageId);
}

/** Why a player may not bet at all, or null when they may. */
export function bettorRefusal(bettor: Bettor): PlacementError | null {
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
  CUSTOM_BET_DISABLED: 'error.place_bets.custom_bet_disabled',
  BONUS_NOT_APPLICABLE: 'error.place_bets.bonus_not_applicable',
  IDEMPOTENCY_KEY_REUSED: 'error.place_bets.idempotency_key_reused',
};

/** Some bets refused: the first code answers, and each refused bet carries its own. */
export function betsRefusal(
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
