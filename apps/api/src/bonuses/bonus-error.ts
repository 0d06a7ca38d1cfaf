// A refusal of a bonus call as a value: the domain's code and the HTTP status it answers with.
import type { BonusRefusal } from '@sportsbook/domain';

/** A refusal of a bonus call: the HTTP status and the domain's code. */
export class BonusError {
  readonly kind = 'bonus';
  constructor(
    readonly statusCode: number,
    readonly code: BonusRefusal,
  ) {}
}

const STATUS_OF: Partial<Record<BonusRefusal, number>> = {
  BONUS_NOT_FOUND: 404,
  PROMO_CODE_UNKNOWN: 404,
  BONUS_EXPIRED: 410,
  PROMO_CODE_EXPIRED: 410,
  BONUS_USED: 409,
  BONUS_ENDED: 409,
  PROMO_CODE_USED: 409,
};
export const bonusError = (code: BonusRefusal) => new BonusError(STATUS_OF[code] ?? 422, code);
