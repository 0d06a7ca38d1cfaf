// Account dialogs named by the URL (spec: auth modal opening): a hash (#signIn), ?modal=signIn,
// an auth page (/users/sign-in) or a mailed token; the names and tokens then leave the URL.
import { localeFromSegment } from '@/lib/i18n/locales';
import type { AuthModal, AuthModalRequest } from '@/lib/session/auth-modal-store';

/** The spec's URL names of the dialogs; a confirmation without a token offers the resend form. */
const URL_NAMES: Record<string, AuthModal> = {
  signIn: 'sign_in',
  signUp: 'sign_up',
  confirmation: 'resend_confirmation_instructions',
  passwordEdit: 'edit_password',
  passwordNew: 'forgot_password',
  unlock: 'unlock_user',
};

/** Tokens of the platform's e-mails, each for the dialog that uses it. */
const TOKEN_PARAMS = {
  reset_password_token: 'edit_password',
  unlock_token: 'unlock_user',
  confirmation_token: 'resend_confirmation_instructions',
} as const satisfies Record<string, AuthModal>;

/** The auth pages under /users and the dialog each one is. */
export const AUTH_PAGES = {
  'sign-in': 'sign_in',
  'sign-up': 'sign_up',
  'password/new': 'forgot_password',
  'password/edit': 'edit_password',
  confirmation: 'resend_confirmation_instructions',
} as const satisfies Record<string, AuthModal>;

export type AuthPage = keyof typeof AUTH_PAGES;

const urlName = (name: string | null): AuthModal | undefined =>
  name !== null && Object.hasOwn(URL_NAMES, name) ? URL_NAMES[name] : undefined;

/** The dialog an auth page path is (/sports/de/users/password/edit → edit_password). */
export function authPageModal(pathname: string): AuthModal | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'sports') segments.shift();
  if (localeFromSegment(segments[0])) segments.shift();
  if (segments.shift() !== 'users') return null;
  const page = segments.join('/');
  return Object.hasOwn(AUTH_PAGES, page) ? AUTH_PAGES[page as AuthPage] : null;
}

export interface AuthUrl {
  request: AuthModalRequest | null;
  /** The URL without the names and tokens (path, query and hash), when anything was removed. */
  cleaned: string | null;
}

/**
 * The dialog a URL asks for: hash first, then ?modal=, then the page (only on arriving at it, so a
 * cleaned URL does not re-open it), then a token alone. Other parameters and hashes stay.
 */
export function readAuthUrl(url: URL, { onArrival }: { onArrival: boolean }): AuthUrl {
  const fromHash = urlName(url.hash.slice(1));
  const fromQuery = urlName(url.searchParams.get('modal'));
  const params: Record<string, string> = {};
  let fromToken: AuthModal | undefined;
  for (const [name, modal] of Object.entries(TOKEN_PARAMS)) {
    const token = url.searchParams.get(name);
    if (!token) continue;
    params[name] = token;
    fromToken ??= modal;
  }
  const fromPage = onArrival ? authPageModal(url.pathname) : null;
  const modal = fromHash ?? fromQuery ?? fromPage ?? fromToken ?? null;

  // Where to go after signing in on the sign-in page (kept in the URL: it is the page's own).
  const back = url.searchParams.get('return');
  if (back && (modal === 'sign_in' || modal === 'sign_up')) params.return = back;

  const clean = new URL(url.href);
  if (fromHash) clean.hash = '';
  if (fromQuery) clean.searchParams.delete('modal');
  // Deleting re-encodes the whole query, so only parameters that are there are deleted.
  for (const name of Object.keys(TOKEN_PARAMS)) {
    if (clean.searchParams.has(name)) clean.searchParams.delete(name);
  }
  const changed = clean.href !== url.href;
  return {
    request: modal ? { modal, ...(Object.keys(params).length > 0 ? { params } : {}) } : null,
    cleaned: changed ? `${clean.pathname}${clean.search}${clean.hash}` : null,
  };
}

/** Only a path inside the sportsbook is followed after signing in (no other site, no //host). */
export function safeReturn(value: string | undefined): string {
  return value && /^\/sports(?:[/?#]|$)/.test(value) && !value.includes('\\') ? value : '/sports';
}
