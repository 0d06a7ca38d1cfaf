'use client';
// The player session as the front end knows it: auth status, profile, active account's balance.
import { create } from 'zustand';

export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

export interface PlayerAccount {
  currency: string;
  balance: number;
  active: boolean;
}

export interface PlayerProfile {
  id: string;
  name: string;
  language: string;
  currency: string;
  pve: boolean;
}

interface PlayerState {
  authStatus: AuthStatus;
  profile: PlayerProfile | null;
  accounts: PlayerAccount[];
  load(): Promise<void>;
  signOut(): Promise<void>;
  setBalance(currency: string, balance: number): void;
}

const headers = { accept: 'application/json', 'X-App': 'sportsbook' };

/** Display name: first and last name, else nickname, e-mail or phone (spec section 3). */
export function displayName(p: Record<string, unknown>): string {
  const full = [p.first_name, p.last_name].filter(Boolean).join(' ');
  return full || String(p.nickname ?? p.email ?? p.mobile_phone ?? p.auth_phone_number ?? '');
}

export const usePlayer = create<PlayerState>((set, get) => ({
  authStatus: 'UNKNOWN',
  profile: null,
  accounts: [],
  async load() {
    // A refresh keeps the current status; only the first load is PENDING.
    if (get().authStatus === 'UNKNOWN') set({ authStatus: 'PENDING' });
    try {
      const [player, accounts] = await Promise.all([
        fetch('/api/platform/player', { headers, credentials: 'include' }),
        fetch('/api/platform/player/accounts?compatibility=false', {
          headers,
          credentials: 'include',
        }),
      ]);
      if (!player.ok || !accounts.ok) {
        set({ authStatus: 'NOT_LOGGED_IN', profile: null, accounts: [] });
        return;
      }
      const p = (await player.json()) as Record<string, unknown>;
      const list = (await accounts.json()) as PlayerAccount[];
      // Logged in means an e-mail or an auth phone is present.
      const loggedIn = Boolean(p.email || p.auth_phone_number);
      set({
        authStatus: loggedIn ? 'LOGGED_IN' : 'NOT_LOGGED_IN',
        profile: {
          id: String(p.id),
          name: displayName(p),
          language: String(p.language ?? 'en'),
          currency: String(p.currency ?? list.find((a) => a.active)?.currency ?? 'EUR'),
          pve: Boolean((p.serasa as { pve?: boolean } | undefined)?.pve),
        },
        accounts: list,
      });
    } catch {
      set({ authStatus: 'NOT_LOGGED_IN', profile: null, accounts: [] });
    }
  },
  async signOut() {
    await fetch('/api/platform/users/sign_out', {
      method: 'DELETE',
      headers,
      credentials: 'include',
    }).catch(() => undefined);
    set({ authStatus: 'NOT_LOGGED_IN', profile: null, accounts: [] });
  },
  setBalance(currency, balance) {
    set({ accounts: get().accounts.map((a) => (a.currency === currency ? { ...a, balance } : a)) });
  },
}));

export const activeAccount = (accounts: PlayerAccount[]) =>
  accounts.find((a) => a.active) ?? accounts[0];
