// The platform's auth refusals as error bodies with message ids.
import { HttpError } from '../../plugins/external/errors';

export const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'error.platform.invalid_credentials');
export const accountLocked = () =>
  new HttpError(401, 'ACCOUNT_LOCKED', 'error.platform.account_locked');
export const unconfirmed = () => new HttpError(401, 'UNCONFIRMED', 'error.platform.unconfirmed');
export const countryBlocked = (country: string) =>
  new HttpError(403, 'COUNTRY_BLOCKED', 'error.platform.country_blocked', { country });
export const signInDisabled = () =>
  new HttpError(403, 'SIGN_IN_DISABLED', 'error.platform.sign_in_disabled');
export const signUpDisabled = () =>
  new HttpError(403, 'SIGN_UP_DISABLED', 'error.platform.sign_up_disabled');
export const unsupportedCurrency = (currency: string) =>
  new HttpError(422, 'UNSUPPORTED_CURRENCY', 'error.platform.unsupported_currency', { currency });
export const alreadyTaken = (field: 'email' | 'phone') =>
  new HttpError(422, `${field.toUpperCase()}_TAKEN`, `error.platform.${field}_taken`, { field });

/** A PostgreSQL unique violation, as node-postgres or PGlite report it (possibly wrapped by Drizzle). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
