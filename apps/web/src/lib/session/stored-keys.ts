// Cookies the product keeps in the browser (spec: stored browser keys): device id and consent.
// The names are read on the server too (the layout renders the consent banner from the cookie).
import { safeLocalStorage } from '@/lib/safe-storage';

const DEVICE_COOKIE = 'device_id';
/** The same id in local storage, so a cleared cookie comes back unchanged. */
const DEVICE_STORAGE_KEY = 'sb-device-id';
const DEVICE_COOKIE_DAYS = 7300;
export const CONSENT_COOKIE = 'cookie_consent';
/** The platform's session cookie (HTTP-only: the server sees it, scripts do not). */
export const SESSION_COOKIE = 'player_session';
const CONSENT_COOKIE_DAYS = 365;
/** Dispatched on window when the visitor accepts cookies (the widgets wait for it). */
export const CONSENT_ACCEPTED_EVENT = 'sb:consent-accepted';

const DAY_S = 86_400;

export function readCookie(name: string): string | null {
  const pattern = new RegExp(`(?:^|; )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`);
  const found = pattern.exec(document.cookie)?.[1];
  return found === undefined ? null : decodeURIComponent(found);
}

export function writeCookie(name: string, value: string, days: number): void {
  const https = window.location.protocol === 'https:';
  // A cross-site frame keeps only SameSite=None cookies, which browsers accept only when Secure,
  // and, where third-party cookies are blocked, only Partitioned ones (kept per host page's site).
  const crossSite = https && window.self !== window.top;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${days * DAY_S}; samesite=${crossSite ? 'none' : 'lax'}${https ? '; secure' : ''}${crossSite ? '; partitioned' : ''}`;
}

/** The consent kept in local storage too, until when (ms), for a browser that refuses the cookie. */
const CONSENT_STORAGE_KEY = 'sb-cookie-consent-until';
/** Accepted on this page: the banner goes even where neither the cookie nor storage is kept. */
let consentOnThisPage = false;

/**
 * Whether the visitor accepted cookies: the consent cookie, else the consent kept in storage (a
 * cross-site frame whose cookies the browser refuses: over plain HTTP, or in a browser that keeps
 * no third-party cookie at all).
 */
export function consentGiven(): boolean {
  if (consentOnThisPage || readCookie(CONSENT_COOKIE) === 'accepted') return true;
  const until = Number(safeLocalStorage.getItem(CONSENT_STORAGE_KEY));
  return Number.isFinite(until) && until > Date.now();
}

/** Records the visitor's consent for CONSENT_COOKIE_DAYS, in the cookie and in storage. */
export function giveConsent(): void {
  consentOnThisPage = true;
  writeCookie(CONSENT_COOKIE, 'accepted', CONSENT_COOKIE_DAYS);
  safeLocalStorage.setItem(
    CONSENT_STORAGE_KEY,
    String(Date.now() + CONSENT_COOKIE_DAYS * DAY_S * 1000),
  );
  window.dispatchEvent(new Event(CONSENT_ACCEPTED_EVENT));
}

/** The device id cookie (the placement call carries it): a UUID kept for 7300 days, renewed on use. */
export function ensureDeviceId(): string {
  const id =
    readCookie(DEVICE_COOKIE) ??
    safeLocalStorage.getItem(DEVICE_STORAGE_KEY) ??
    crypto.randomUUID();
  writeCookie(DEVICE_COOKIE, id, DEVICE_COOKIE_DAYS);
  safeLocalStorage.setItem(DEVICE_STORAGE_KEY, id);
  return id;
}
