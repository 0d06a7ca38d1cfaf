// Query parameters the product consumes on arrival: tracking tags and the post-deposit redirect.
// Pure: the component reads the URL and storage and applies what these functions decide.

/** Spec: ctag, btag, stag, qtag and gclid are captured for tracking, then removed from the URL. */
export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** Local storage key of the captured tracking parameters (JSON object, latest value per tag). */
export const TRACKING_STORAGE_KEY = 'sb-tracking';
/** The affiliate cookie (spec: stag, 30 days, when the site enables it). */
const AFFILIATE_COOKIE = 'affiliate_id';
const AFFILIATE_COOKIE_DAYS = 30;

export interface ConsumedUrl {
  tracking: TrackingParams;
  /** The path inside /sports (without the base) the redirect parameter asked for, if any. */
  redirect: string | null;
  /** The query string left once the consumed parameters are gone ("" or "?…"). */
  search: string;
  /** Whether anything was consumed, so the URL needs rewriting. */
  changed: boolean;
}

/**
 * A redirect target the sportsbook follows: a path under /sports only. Anything else (another
 * origin, a protocol-relative URL, a path outside the base) is dropped.
 */
export function sportsbookPath(value: string | null): string | null {
  if (!value) return null;
  const match = /^\/sports(?=[/?#]|$)(.*)$/.exec(value.trim());
  if (!match || value.includes('\\')) return null;
  const rest = match[1] ?? '';
  if (rest.startsWith('//')) return null;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Splits a query string into the tracking tags, the redirect target and what stays. */
export function consumeUrlParams(search: string): ConsumedUrl {
  const params = new URLSearchParams(search);
  const tracking: TrackingParams = {};
  let changed = false;
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name);
    if (value === null) continue;
    changed = true;
    params.delete(name);
    if (value.trim() !== '') tracking[name] = value.trim().slice(0, 200);
  }
  const redirectValue = params.get('redirect');
  if (redirectValue !== null) {
    changed = true;
    params.delete('redirect');
  }
  const rest = params.toString();
  return {
    tracking,
    redirect: sportsbookPath(redirectValue),
    search: rest ? `?${rest}` : '',
    changed,
  };
}

/** Stored tags with the new ones merged in: a tag seen again replaces the older value. */
export function mergeTracking(stored: unknown, captured: TrackingParams): TrackingParams {
  const previous: TrackingParams = {};
  if (stored && typeof stored === 'object') {
    for (const name of TRACKING_PARAMS) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === 'string') previous[name] = value;
    }
  }
  return { ...previous, ...captured };
}

/** The affiliate cookie to write for a captured stag, when the site enables it. */
export function affiliateCookie(
  captured: TrackingParams,
  enabled: boolean,
): { name: string; value: string; days: number } | null {
  if (!enabled || !captured.stag) return null;
  return { name: AFFILIATE_COOKIE, value: captured.stag, days: AFFILIATE_COOKIE_DAYS };
}
