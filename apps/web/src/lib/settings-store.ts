'use client';
// The player's settings: odds format, odds-change acceptance, recommended stakes and theme.
// Players keep the first three on the server (POST /api/sb/settings), visitors in local storage;
// the theme is a property of the device and stays local for everyone.
import type { Settings, SettingsUpdate } from '@sportsbook/contracts';
import {
  isOddsFormat,
  ODDS_ACCEPT_MODES,
  ODDS_FORMATS,
  type OddsAcceptMode,
  type OddsFormat,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { reportFailure } from '@/lib/api/client';
import { saveSettings } from '@/lib/api/settings';
import { safeLocalStorage } from '@/lib/safe-storage';

export { ODDS_ACCEPT_MODES };
export type OddsFormatSetting = OddsFormat;
export type ThemeSetting = 'dark' | 'light' | 'system';
/** Exactly four recommended stakes, in minor units of their currency. */
export type Stakes = Settings['stakes'];

/** Where betting settings are saved: the server for a logged-in player, else this browser. */
export type SettingsTarget = 'server' | 'local';

export const settingsTarget = (authStatus: string): SettingsTarget =>
  authStatus === 'LOGGED_IN' ? 'server' : 'local';

/** A visitor's own choices, kept in local storage. */
export interface LocalSettings {
  oddsFormat?: OddsFormat;
  oddsAcceptMode?: OddsAcceptMode;
  /** Per currency code. */
  stakes?: Record<string, Stakes>;
}

export interface SettingsChange {
  oddsFormat?: OddsFormat;
  oddsAcceptMode?: OddsAcceptMode;
  stakes?: { currency: string; amounts: Stakes };
}

/**
 * Where a change goes: the server body for a player (stakes belong to the active account's
 * currency there), else the visitor's stored choices with the change merged in.
 */
export function savePlan(
  target: SettingsTarget,
  change: SettingsChange,
  local: LocalSettings,
): { server: SettingsUpdate } | { local: LocalSettings } {
  if (target === 'server') {
    return {
      server: {
        ...(change.oddsFormat ? { odds_type: change.oddsFormat } : {}),
        ...(change.oddsAcceptMode ? { auto_accept_odds_change: change.oddsAcceptMode } : {}),
        ...(change.stakes ? { stakes: change.stakes.amounts } : {}),
      },
    };
  }
  return {
    local: {
      ...local,
      ...(change.oddsFormat ? { oddsFormat: change.oddsFormat } : {}),
      ...(change.oddsAcceptMode ? { oddsAcceptMode: change.oddsAcceptMode } : {}),
      ...(change.stakes
        ? { stakes: { ...local.stakes, [change.stakes.currency]: change.stakes.amounts } }
        : {}),
    },
  };
}

export interface EffectiveSettings {
  oddsFormat: OddsFormat;
  oddsAcceptMode: OddsAcceptMode;
  stakes: Record<string, Stakes>;
  /** The odds formats the site offers. */
  oddsFormats: readonly OddsFormat[];
}

/**
 * The settings in force: a player's are the server's; a visitor's own choices win over the
 * site defaults the server sends, as long as the site still offers the chosen odds format.
 */
export function effectiveSettings(
  target: SettingsTarget,
  server: Settings | null,
  local: LocalSettings,
): EffectiveSettings {
  const oddsFormats = server?.odds_types.available ?? ODDS_FORMATS;
  const siteStakes = server ? { [server.stakes_currency]: server.stakes } : {};
  if (target === 'server' && server) {
    return {
      oddsFormat: server.odds_types.selected,
      oddsAcceptMode: server.auto_accept_odds_change,
      stakes: siteStakes,
      oddsFormats,
    };
  }
  const chosen =
    local.oddsFormat && oddsFormats.includes(local.oddsFormat) ? local.oddsFormat : null;
  return {
    oddsFormat: chosen ?? server?.odds_types.selected ?? 'european',
    oddsAcceptMode: local.oddsAcceptMode ?? server?.auto_accept_odds_change ?? 'higher',
    stakes: { ...siteStakes, ...local.stakes },
    oddsFormats,
  };
}

/** Stored choices as read back: anything unknown is dropped. */
function sanitizeLocal(value: unknown): LocalSettings {
  const raw = (value ?? {}) as Record<string, unknown>;
  const stakes = Object.entries((raw.stakes ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, Stakes] =>
      Array.isArray(entry[1]) &&
      entry[1].length === 4 &&
      entry[1].every((n) => Number.isSafeInteger(n) && (n as number) > 0),
  );
  return {
    ...(isOddsFormat(raw.oddsFormat) ? { oddsFormat: raw.oddsFormat } : {}),
    ...((ODDS_ACCEPT_MODES as readonly unknown[]).includes(raw.oddsAcceptMode)
      ? { oddsAcceptMode: raw.oddsAcceptMode as OddsAcceptMode }
      : {}),
    ...(stakes.length ? { stakes: Object.fromEntries(stakes) } : {}),
  };
}

interface SettingsState extends EffectiveSettings {
  theme: ThemeSetting;
  target: SettingsTarget;
  /** The last sportsbook settings the server sent (the site defaults for a visitor). */
  server: Settings | null;
  local: LocalSettings;
  setTheme(theme: ThemeSetting): void;
  setOddsFormat(format: OddsFormat): Promise<boolean>;
  setOddsAcceptMode(mode: OddsAcceptMode): Promise<boolean>;
  setStakes(currency: string, amounts: Stakes): Promise<boolean>;
  /** Takes the settings of a profile load (null when they could not be read) and the target. */
  applyServer(server: Settings | null, target: SettingsTarget): void;
}

/** Applies a theme choice to <html data-theme>, resolving "system" from the media query. */
function applyTheme(theme: ThemeSetting): void {
  const resolved =
    theme === 'system'
      ? matchMedia('(prefers-color-scheme: light)').matches
        ? 'light'
        : 'dark'
      : theme;
  document.documentElement.dataset.theme = resolved;
  // The pre-paint script reads this key (see theme-script.tsx).
  if (theme === 'system') safeLocalStorage.removeItem('theme');
  else safeLocalStorage.setItem('theme', theme);
}

export const useSettings = create<SettingsState>()(
  persist(
    (set, get) => {
      /** Saves a change where it belongs; a refused server save puts the old values back. */
      async function save(change: SettingsChange): Promise<boolean> {
        const { target, server, local } = get();
        const plan = savePlan(target, change, local);
        if ('local' in plan) {
          set({ local: plan.local, ...effectiveSettings(target, server, plan.local) });
          return true;
        }
        const before = {
          oddsFormat: get().oddsFormat,
          oddsAcceptMode: get().oddsAcceptMode,
          stakes: get().stakes,
        };
        set({
          ...change,
          stakes: change.stakes
            ? { ...before.stakes, [change.stakes.currency]: change.stakes.amounts }
            : before.stakes,
        });
        try {
          const answer = await saveSettings(plan.server);
          if (get().target === 'server') {
            set({ server: answer, ...effectiveSettings('server', answer, get().local) });
          }
          return true;
        } catch (error) {
          // A 401 has signed the player out meanwhile; the visitor's values are in force then.
          if (get().target === 'server') set(before);
          reportFailure(error, get().target === 'server');
          return false;
        }
      }

      return {
        theme: 'system',
        target: 'local',
        server: null,
        local: {},
        ...effectiveSettings('local', null, {}),
        setTheme: (theme) => {
          applyTheme(theme);
          set({ theme });
          // A player's theme follows them to other devices.
          if (get().target !== 'server') return;
          saveSettings({ theme })
            .then((answer) => {
              if (get().target === 'server') set({ server: answer });
            })
            .catch((error: unknown) => reportFailure(error, get().target === 'server'));
        },
        setOddsFormat: (oddsFormat) => save({ oddsFormat }),
        setOddsAcceptMode: (oddsAcceptMode) => save({ oddsAcceptMode }),
        setStakes: (currency, amounts) => save({ stakes: { currency, amounts } }),
        applyServer: (server, target) => {
          set({ server, target, ...effectiveSettings(target, server, get().local) });
          // A theme the player chose on any device wins; "system" leaves this browser's choice.
          const saved = target === 'server' ? server?.theme : undefined;
          if (saved && saved !== 'system' && saved !== get().theme) {
            applyTheme(saved);
            set({ theme: saved });
          }
        },
      };
    },
    {
      name: 'sb-settings',
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ theme, local }) => ({ theme, local }),
      // Version 0 kept the odds format at the top level.
      migrate: (stored, version) => {
        const old = (stored ?? {}) as { theme?: ThemeSetting; oddsFormat?: unknown };
        return version === 0 ? { theme: old.theme, local: { oddsFormat: old.oddsFormat } } : stored;
      },
      merge: (stored, current) => {
        const saved = (stored ?? {}) as { theme?: ThemeSetting; local?: unknown };
        const local = sanitizeLocal(saved.local);
        const theme = ['dark', 'light', 'system'].includes(saved.theme ?? '')
          ? saved.theme!
          : current.theme;
        return {
          ...current,
          theme,
          local,
          ...effectiveSettings(current.target, current.server, local),
        };
      },
    },
  ),
);
