'use client';
// The player session as the front end knows it: auth status, profile, accounts and their balances.
// Profile load, sign-out, session expiry, currency and locale changes (spec: states 4, errors 8).
import type { Account, Profile, StatusGroup } from '@sportsbook/contracts';
import { create } from 'zustand';
import { ClientApiError, onSessionEnd, reportFailure } from '@/lib/api/client';
import {
  getActiveAccounts,
  getCompPoints,
  getPlayer,
  getStatusGroups,
  openAccount,
  savePlayerLocale,
  signOutPlayer,
} from '@/lib/api/player';
import { getSettings } from '@/lib/api/settings';
import { DEFAULT_LOCALE, localeFromSegment, localizeHref } from '@/lib/i18n/locales';
import { settingsTarget, useSettings } from '@/lib/settings-store';
import { releaseMissedFields, useAuthModal } from './auth-modal-store';

export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

export interface PlayerAccount {
  currency: string;
  /** Minor units of the currency. */
  balance: number;
  active: boolean;
}

export type { StatusGroup };

export interface PlayerProfile {
  id: string;
  name: string;
  language: string;
  currency: string;
  isLoggedIn: boolean;
  pve: boolean;
  /** Fields still to fill in; the non-closable missed-fields dialog asks for them. */
  authFieldsMissed: string[];
  userAccountStatus: Profile['user_account_status'];
  suspensionReason: string | null;
  /** Keys of the status groups the player is in (loyalty tier first). */
  statuses: string[];
  /** Comp points (null when the platform answered none) and every status group. */
  progress: { points: number | null; statusGroups: StatusGroup[] };
}

interface PlayerState {
  authStatus: AuthStatus;
  profile: PlayerProfile | null;
  /** The active accounts (GET /player/accounts?compatibility=false). */
  accounts: PlayerAccount[];
  /**
   * Loads the profile, accounts and settings. `sessionCookie: false` (the page's request carried
   * no session cookie) skips the player calls a visitor would only get 401 for.
   */
  load(options?: { sessionCookie?: boolean }): Promise<void>;
  signOut(): Promise<void>;
  /** Signs out locally after a 401 and asks for sign-in again (only a logged-in player). */
  expireSession(): void;
  /**
   * Shows a new balance. `entryId` (the ledger row of a balance_changed announcement) orders
   * announcements: one older than an entry already shown is dropped.
   */
  setBalance(currency: string, balance: number, entryId?: number): void;
  /** Makes `currency` the active account, opening it when the player has none in it yet. */
  switchCurrency(currency: string, existing: readonly string[]): Promise<boolean>;
  /** Saves the player's language on the platform; false when that failed (alert shown). */
  updateLocale(locale: string): Promise<boolean>;
}

/** Display name: first and last name, else nickname, e-mail or phone (spec section 3). */
export function displayName(p: Record<string, unknown>): string {
  const full = [p.first_name, p.last_name].filter(Boolean).join(' ');
  return full || String(p.nickname || p.email || p.mobile_phone || p.auth_phone_number || '');
}

/** Logged in means an e-mail or an auth phone is present (spec section 3). */
export const isLoggedInProfile = (p: Pick<Profile, 'email' | 'auth_phone_number'>): boolean =>
  Boolean(p.email || p.auth_phone_number);

export type CurrencySwitch = 'none' | 'switch' | 'open';

/**
 * What picking a currency asks of the platform: nothing when it is the active one; a switch when
 * the player holds an account in it (the spec's rule: only an existing account that differs);
 * opening one when the site offers the currency and the player asked for a new account.
 */
export function currencySwitch(
  target: string,
  active: string | undefined,
  existing: readonly string[],
): CurrencySwitch {
  if (target === active) return 'none';
  return existing.includes(target) ? 'switch' : 'open';
}

export const activeAccount = (accounts: PlayerAccount[]) =>
  accounts.find((a) => a.active) ?? accounts[0];

const toPlayerAccount = (a: Account): PlayerAccount => ({
  currency: a.currency,
  balance: a.balance,
  active: a.active,
});

function toPlayerProfile(
  p: Profile,
  points: number | null,
  statusGroups: StatusGroup[],
): PlayerProfile {
  return {
    id: p.id,
    name: displayName(p),
    language: p.language,
    currency: p.currency,
    isLoggedIn: isLoggedInProfile(p),
    pve: p.serasa.pve,
    authFieldsMissed: p.auth_fields_missed,
    userAccountStatus: p.user_account_status,
    suspensionReason: p.suspension_reason,
    statuses: p.statuses,
    progress: { points, statusGroups },
  };
}

const pageLocale = () => localeFromSegment(document.documentElement.lang) ?? DEFAULT_LOCALE;

/** The profile's consequences: the missed-fields dialog, and the locked page for a blocked account. */
function afterProfile(profile: PlayerProfile | null): void {
  const modal = useAuthModal.getState();
  if (profile?.isLoggedIn && profile.authFieldsMissed.length > 0) {
    modal.open({ modal: 'missed_auth_fields' });
  } else if (modal.current?.modal === 'missed_auth_fields') {
    releaseMissedFields();
  }
  if (profile?.isLoggedIn && profile.userAccountStatus === 'blocked') {
    const locked = `/sports${localizeHref('/locked', pageLocale())}`;
    if (window.location.pathname !== locked) window.location.assign(locked);
  }
}

const valueOf = <T>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

let loading: Promise<void> | null = null;
/** The highest ledger entry announced per currency this session. */
const latestEntry = new Map<string, number>();

export const usePlayer = create<PlayerState>((set, get) => {
  const signedOut = { authStatus: 'NOT_LOGGED_IN' as const, profile: null, accounts: [] };

  /**
   * Clears the session locally: profile and accounts. The betting settings fall back to this
   * browser's own; the player's server copy is dropped so the next visitor does not see it.
   */
  function clearSession(): void {
    set(signedOut);
    latestEntry.clear();
    useSettings.getState().applyServer(null, 'local');
    releaseMissedFields();
  }

  async function fetchVisitor(): Promise<void> {
    const settings = await getSettings().catch((error: unknown) => {
      reportFailure(error, false);
      return null;
    });
    if (get().authStatus !== 'UNKNOWN' && get().authStatus !== 'PENDING') return;
    set(signedOut);
    useSettings.getState().applyServer(settings, 'local');
  }

  async function fetchProfile(): Promise<void> {
    const wasLoggedIn = get().authStatus === 'LOGGED_IN';
    // A refresh of a logged-in player keeps the status, so nothing flickers to the visitor view.
    if (!wasLoggedIn) set({ authStatus: 'PENDING' });
    const [player, settings, accounts, compPoints, statusGroups] = await Promise.allSettled([
      getPlayer(),
      getSettings(),
      getActiveAccounts(),
      getCompPoints(),
      getStatusGroups(),
    ]);
    // The session ended during the load (the 401 listener signed the player out).
    if (wasLoggedIn && get().authStatus !== 'LOGGED_IN') return;

    if (player.status === 'rejected') {
      const visitor = player.reason instanceof ClientApiError && player.reason.status === 401;
      if (!visitor) reportFailure(player.reason, wasLoggedIn);
      if (visitor || !wasLoggedIn) {
        set(signedOut);
        useSettings.getState().applyServer(valueOf(settings), 'local');
      }
      return;
    }
    for (const result of [settings, accounts, statusGroups]) {
      if (result.status === 'rejected') reportFailure(result.reason, true);
    }
    const points = valueOf(compPoints)?.persistent.points ?? null;
    const profile = toPlayerProfile(player.value, points, valueOf(statusGroups)?.data ?? []);
    const list = valueOf(accounts)
      ?.filter((a) => a.active)
      .map(toPlayerAccount);
    set({
      authStatus: profile.isLoggedIn ? 'LOGGED_IN' : 'NOT_LOGGED_IN',
      profile,
      accounts: profile.isLoggedIn ? (list ?? get().accounts) : [],
    });
    // The odds type and the other betting settings of a logged-in player come from the server.
    useSettings.getState().applyServer(valueOf(settings), settingsTarget(get().authStatus));
    afterProfile(profile);
  }

  return {
    authStatus: 'UNKNOWN',
    profile: null,
    accounts: [],
    load(options) {
      const visitor = options?.sessionCookie === false && get().authStatus === 'UNKNOWN';
      loading ??= (visitor ? fetchVisitor() : fetchProfile()).finally(() => {
        loading = null;
      });
      return loading;
    },
    async signOut() {
      await signOutPlayer().catch((error: unknown) => {
        // Signed out here either way; a session the server already ended needs no report.
        if (!(error instanceof ClientApiError && error.status === 401)) reportFailure(error, false);
      });
      clearSession();
    },
    expireSession() {
      if (get().authStatus !== 'LOGGED_IN') return;
      clearSession();
      useAuthModal.getState().open({ modal: 'sign_in', reason: 'session_expired' });
    },
    setBalance(currency, balance, entryId) {
      if (entryId !== undefined) {
        if (entryId <= (latestEntry.get(currency) ?? 0)) return;
        latestEntry.set(currency, entryId);
      }
      set({
        accounts: get().accounts.map((a) => (a.currency === currency ? { ...a, balance } : a)),
      });
    },
    async switchCurrency(currency, existing) {
      const plan = currencySwitch(currency, activeAccount(get().accounts)?.currency, existing);
      if (plan === 'none') return true;
      try {
        const account = await openAccount(currency);
        set({ accounts: [toPlayerAccount(account)] });
        // Stakes and the profile's currency follow the active account; a load begun before
        // the switch would answer the old ones.
        if (loading) await loading;
        await get().load();
        return true;
      } catch (error) {
        reportFailure(error, get().authStatus === 'LOGGED_IN');
        return false;
      }
    },
    async updateLocale(locale) {
      try {
        await savePlayerLocale(locale);
        const profile = get().profile;
        if (profile) set({ profile: { ...profile, language: locale } });
        return true;
      } catch (error) {
        reportFailure(error, get().authStatus === 'LOGGED_IN');
        return false;
      }
    },
  };
});

// Any 401 on a player call ends a logged-in player's session (spec 8).
onSessionEnd(() => usePlayer.getState().expireSession());

/** Resolves once the session is known: true for a signed-in player, false for a visitor. */
export function sessionKnown(): Promise<boolean> {
  const settled = (status: AuthStatus) => status === 'LOGGED_IN' || status === 'NOT_LOGGED_IN';
  const now = usePlayer.getState().authStatus;
  if (settled(now)) return Promise.resolve(now === 'LOGGED_IN');
  return new Promise((resolve) => {
    const stop = usePlayer.subscribe((state) => {
      if (!settled(state.authStatus)) return;
      stop();
      resolve(state.authStatus === 'LOGGED_IN');
    });
  });
}
