// The player platform's refusals as values with a code, and the one place they become HTTP answers.
import { HttpError } from '../plugins/external/errors';

/** Each refusal's HTTP status and the message id the UI localizes. */
const ANSWERS = {
  UNAUTHORIZED: [401, 'error.unauthorized'],
  /** A development route named no player. */
  PLAYER_NOT_FOUND: [404, 'error.dev_play_time.player_not_found'],
  INVALID_CREDENTIALS: [401, 'error.platform.invalid_credentials'],
  ACCOUNT_LOCKED: [401, 'error.platform.account_locked'],
  UNCONFIRMED: [401, 'error.platform.unconfirmed'],
  ACTIVITY_LIMIT_REACHED: [401, 'error.platform.activity_limit_reached'],
  NO_SPORTSBOOK_SESSION: [400, 'error.platform.no_sportsbook_session'],
  COUNTRY_BLOCKED: [403, 'error.platform.country_blocked'],
  SIGN_IN_DISABLED: [403, 'error.platform.sign_in_disabled'],
  SIGN_UP_DISABLED: [403, 'error.platform.sign_up_disabled'],
  APP_HEADER_REQUIRED: [403, 'error.platform.app_header_required'],
  SESSION_LIMIT_REACHED: [403, 'error.platform.session_limit_reached'],
  INVALID_COUNTRY: [422, 'error.platform.invalid_country'],
  UNSUPPORTED_CURRENCY: [422, 'error.platform.unsupported_currency'],
  UNSUPPORTED_LOCALE: [422, 'error.platform.unsupported_locale'],
  EMAIL_TAKEN: [422, 'error.platform.email_taken'],
  PHONE_TAKEN: [422, 'error.platform.phone_taken'],
  TOKEN_INVALID: [422, 'error.platform.token_invalid'],
  TOKEN_EXPIRED: [422, 'error.platform.token_expired'],
  PHONE_MISSING: [422, 'error.platform.phone.missing'],
  INVALID_CODE: [422, 'error.platform.phone.invalid_code'],
  RESEND_TIMEOUT: [429, 'error.platform.phone.resend_timeout'],
  SMS_LIMIT_REACHED: [429, 'error.platform.phone.sms_limit_reached'],
  TOO_MANY_REQUESTS: [429, 'error.request.too_many_requests'],
  SELF_EXCLUDED: [403, 'error.limits.self_excluded'],
  TIMED_OUT: [403, 'error.limits.timed_out'],
  DEPOSIT_LIMIT_EXCEEDED: [403, 'error.limits.deposit_exceeded'],
  LOSS_LIMIT_EXCEEDED: [403, 'error.limits.loss_exceeded'],
  WAGER_LIMIT_EXCEEDED: [403, 'error.limits.wager_exceeded'],
  LIMIT_NOT_FOUND: [404, 'error.limits.not_found'],
  LIMIT_COOLING_OFF: [409, 'error.limits.cooling_off'],
  EXCLUSION_LOCKED: [409, 'error.limits.exclusion_locked'],
  EXCLUSION_LENGTH_INVALID: [422, 'error.limits.exclusion_length'],
  WITHDRAWAL_NOT_FOUND: [404, 'error.platform.withdrawal_not_found'],
  WITHDRAWAL_NOT_PENDING: [409, 'error.platform.withdrawal_not_pending'],
  TERMS_NOT_ACCEPTED: [403, 'error.platform.terms_not_accepted'],
  TERMS_VERSION_OUTDATED: [409, 'error.platform.terms_version_outdated'],
} as const satisfies Record<string, readonly [number, string]>;

export type PlatformErrorCode = keyof typeof ANSWERS;

/** A refusal of the platform, returned by its services (never thrown past them). */
export class PlatformError {
  readonly kind = 'platform';
  constructor(
    readonly code: PlatformErrorCode,
    readonly data?: Record<string, unknown>,
    /** A more precise message id than the code's (e.g. the period of the limit that refused). */
    readonly messageId?: string,
  ) {}
}

export const refused = (result: unknown): result is PlatformError =>
  result instanceof PlatformError;

export function platformHttpError(error: PlatformError): HttpError {
  const [status, messageId] = ANSWERS[error.code];
  return new HttpError(status, error.code, error.messageId ?? messageId, error.data);
}

/** The HTTP status and message id of a refusal (for areas that answer it in their own shape). */
export function platformAnswer(error: PlatformError): readonly [number, string] {
  const [status, messageId] = ANSWERS[error.code];
  return [status, error.messageId ?? messageId];
}

/** A route's answer from a service's result: the value, or the refusal as its HTTP error. */
export function answer<T>(result: T | PlatformError): T {
  if (result instanceof PlatformError) throw platformHttpError(result);
  return result;
}

/** The refusal as an HTTP error, for route handlers that refuse by throwing. */
export const httpRefusal = (code: PlatformErrorCode, data?: Record<string, unknown>) =>
  platformHttpError(new PlatformError(code, data));
