// The visitor's time zone for pages drawn on the server (a sport page's day groups): the browser
// writes it to a cookie, the server reads it back; until then days are UTC days.
export const TIME_ZONE_COOKIE = 'time_zone';
export const FALLBACK_TIME_ZONE = 'UTC';

/** A zone name Intl knows, or null (a cookie is visitor input). */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
