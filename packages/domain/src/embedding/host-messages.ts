// The iframe protocol between the sportsbook and the page embedding it (spec: iframe messages and
// validation rules): which host messages exist and their shapes, which origins may send them,
// and the sportsbook's own messages to the host.

import { ODDS_FORMATS, type OddsFormat } from '../odds/format-odds';

export type HostMessage =
  | { type: 'odds_changed'; payload: { format: OddsFormat } }
  /** A path inside the sportsbook, under its base and locale: "/live", "/soccer". */
  | { type: 'page_changed'; payload: { path: string } }
  | { type: 'search_modal'; payload: { query?: string } }
  | { type: 'open_bet_slip'; payload: { tab?: 'slip' | 'my_bets' } }
  /** The part of the frame the player sees in the host's window, in CSS pixels. */
  | { type: 'viewport'; payload: { width: number; height: number; offset_top?: number } }
  | {
      type: 'iframe_integration';
      payload: {
        /** A player session of the platform; either signs the player in (bearer secret). */
        session?: string;
        token?: string;
        /** Dialogs follow the host's viewport (viewport messages) instead of the frame's. */
        dynamic_positioning?: boolean;
        /**
         * The host page's URL: links the frame hands out (a shared slip) point at it, so they
         * open the host page with the sportsbook inside rather than the bare sportsbook.
         */
        host_url?: string;
        /** Outgoing actions the host handles itself: sign-in, sign-up, deposit. */
        listeners?: HostListener[];
      };
    }
  | { type: 'apply_bet_code'; payload: { code: string } }
  | { type: 'change_locale'; payload: { locale: string } }
  | { type: 'change_currency'; payload: { currency: string } };

export const HOST_LISTENERS = ['sign-in', 'sign-up', 'deposit'] as const;
export type HostListener = (typeof HOST_LISTENERS)[number];

/** What the sportsbook tells its host; the type goes out prefixed with "sportsbook.". */
export type SportsbookMessage =
  | { type: 'sign-in'; payload: Record<string, never> }
  | { type: 'sign-up'; payload: Record<string, never> }
  | { type: 'deposit'; payload: Record<string, never> }
  | { type: 'page-loaded'; payload: { path: string; page: string } }
  | { type: 'page-size-changed'; payload: { width: number; height: number } }
  | { type: 'balance-changed'; payload: { currency: string; balance: number } }
  | { type: 'bet-slip-state-changed'; payload: { open: boolean; bets: number } }
  | { type: 'top-event-clicked'; payload: { path: string } }
  | { type: 'notify-modal-triggered'; payload: { modal: string; open: boolean } }
  | { type: 'initialized'; payload: { locale: string; logged_in: boolean } }
  | { type: 'notify-currency-changed'; payload: { currency: string } };

const SPORTSBOOK_MESSAGE_PREFIX = 'sportsbook.';

/** The message as posted to the host. */
export const toHostMessage = (message: SportsbookMessage) => ({
  type: `${SPORTSBOOK_MESSAGE_PREFIX}${message.type}`,
  payload: message.payload,
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value);
const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100_000;
/** A secret as the platform issues it (base64url). */
const isSecret = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value);
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
/**
 * A path of this site: one leading slash, no scheme or host, no back-slashes, and none of them
 * spelled percent-encoded, no dot segments: nothing that leads out of the sportsbook's pages.
 */
function isSitePath(value: unknown): boolean {
  if (!isText(value, 500) || !/^\/(?![/\\])[^\\\s]*$/.test(value as string)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent((value as string).split(/[?#]/, 1)[0]!);
  } catch {
    return false;
  }
  return !decoded.includes('//') && !decoded.includes('\\') && !DOT_SEGMENT.test(decoded);
}
const isHttpUrl = (value: unknown) => isText(value, 2000) && /^https?:\/\//i.test(value as string);

/**
 * Checks a host message's shape without a schema library (the browser bundle has none): the
 * message when its type is known and its payload has the type's shape, else null.
 */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isObject(data) || typeof data.type !== 'string') return null;
  const payload = data.payload === undefined ? {} : data.payload;
  if (!isObject(payload)) return null;
  const p = payload;
  const valid = (() => {
    switch (data.type) {
      case 'odds_changed':
        return (ODDS_FORMATS as readonly unknown[]).includes(p.format);
      case 'page_changed':
        return isSitePath(p.path);
      case 'search_modal':
        return optional(p.query, (q) => typeof q === 'string' && q.length <= 50);
      case 'open_bet_slip':
        return optional(p.tab, (t) => t === 'slip' || t === 'my_bets');
      case 'viewport':
        return isSize(p.width) && isSize(p.height) && optional(p.offset_top, isSize);
      case 'iframe_integration':
        return (
          optional(p.session, isSecret) &&
          optional(p.token, isSecret) &&
          optional(p.dynamic_positioning, (d) => typeof d === 'boolean') &&
          optional(p.host_url, isHttpUrl) &&
          optional(
            p.listeners,
            (l) =>
              Array.isArray(l) &&
              l.every((name) => (HOST_LISTENERS as readonly unknown[]).includes(name)),
          )
        );
      case 'apply_bet_code':
        return isText(p.code, 64) && /^[A-Za-z0-9_-]+$/.test(p.code as string);
      case 'change_locale':
        return isText(p.locale, 10) && /^[a-z]{2}(-[A-Z]{2})?$/.test(p.locale as string);
      case 'change_currency':
        return isText(p.currency, 10) && /^[A-Z0-9]{3,10}$/.test(p.currency as string);
      default:
        return false;
    }
  })();
  return valid ? ({ type: data.type, payload } as HostMessage) : null;
}

export interface HostOrigins {
  /** embedding.allowed_origins of the site: origins, `*.`-prefixed host patterns, or `*`. */
  whitelist: readonly string[];
  /** The fixed partner: the player platform's own site (platform_url), when the site names one. */
  partner: string | null;
  /** Whether the host already handed in a session or token. */
  sessionSet: boolean;
}

function matchesEntry(origin: string, entry: string): boolean {
  if (entry === origin) return true;
  const pattern = /^(https?:\/\/)\*\.(.+)$/i.exec(entry);
  if (!pattern) return false;
  const [, scheme, rest] = pattern as unknown as [string, string, string];
  return (
    origin.toLowerCase().startsWith(scheme.toLowerCase()) &&
    origin.toLowerCase().endsWith(`.${rest.toLowerCase()}`)
  );
}

/**
 * Spec 5: a host message counts only from an allowed origin: the site's whitelist, the fixed
 * partner origin, or any origin when the whitelist holds the wildcard and a session or token was
 * set (the wildcard alone never lets a stranger hand in a session).
 */
export function isAllowedHostOrigin(origin: string, allowed: HostOrigins): boolean {
  if (!/^https?:\/\/[^/]+$/i.test(origin)) return false;
  if (allowed.partner !== null && origin === allowed.partner) return true;
  if (allowed.whitelist.includes('*') && allowed.sessionSet) return true;
  return allowed.whitelist.some((entry) => entry !== '*' && matchesEntry(origin, entry));
}

/** scheme://host[:port] of an http(s) URL, the rest up to the fragment; no user info. */
const HTTP_URL = /^(https?:\/\/[^/?#\s@\\]+)([/?][^#\s]*)?(#.*)?$/i;

/**
 * Spec 5 and 7: the host URL a host hands in counts only on an origin that may host the frame:
 * the origin the message came from, or one the whitelist or the partner names (the wildcard does
 * not count here: a listed host may not send players' links to a page nobody listed). Answers the
 * URL without its fragment, or null.
 */
export function acceptHostUrl(
  hostUrl: string,
  sender: string,
  allowed: Omit<HostOrigins, 'sessionSet'>,
): string | null {
  const match = HTTP_URL.exec(hostUrl);
  if (!match) return null;
  const [, authority = '', rest = ''] = match;
  const origin = authority.toLowerCase();
  const fromSender = origin === sender.toLowerCase();
  if (!fromSender && !isAllowedHostOrigin(origin, { ...allowed, sessionSet: false })) return null;
  return `${origin}${rest || '/'}`;
}

/**
 * A link into the sportsbook as the host shows it: the host page's URL with one query parameter
 * set (a shared slip's `betcode`), its other parameters kept.
 */
export function hostPageLink(hostUrl: string, name: string, value: string): string {
  const [withoutFragment = ''] = hostUrl.split('#');
  const query = withoutFragment.indexOf('?');
  const path = query < 0 ? withoutFragment : withoutFragment.slice(0, query);
  const kept =
    query < 0
      ? []
      : withoutFragment
          .slice(query + 1)
          .split('&')
          .filter((pair) => pair !== '' && pair.split('=')[0] !== name);
  return `${path}?${[...kept, `${name}=${encodeURIComponent(value)}`].join('&')}`;
}
