// The platform's auth refusals as values (platform/errors.ts answers them).
import { PlatformError } from '../errors';

export const invalidCredentials = () => new PlatformError('INVALID_CREDENTIALS');
export const accountLocked = () => new PlatformError('ACCOUNT_LOCKED');
export const unconfirmed = () => new PlatformError('UNCONFIRMED');
export const countryBlocked = (country: string) =>
  new PlatformError('COUNTRY_BLOCKED', { country });
export const signInDisabled = () => new PlatformError('SIGN_IN_DISABLED');
export const signUpDisabled = () => new PlatformError('SIGN_UP_DISABLED');
export const unsupportedCurrency = (currency: string) =>
  new PlatformError('UNSUPPORTED_CURRENCY', { currency });
export const alreadyTaken = (field: 'email' | 'phone') =>
  new PlatformError(field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN', { field });

/** A PostgreSQL unique violation, as node-postgres or PGlite report it (possibly wrapped by Drizzle). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
