'use client';
// Visitor settings kept in local storage: odds format and theme (players also save them to the server).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';

export { ODDS_FORMATS };
export type OddsFormatSetting = OddsFormat;
export type ThemeSetting = 'dark' | 'light' | 'system';

interface SettingsState {
  oddsFormat: OddsFormatSetting;
  theme: ThemeSetting;
  setOddsFormat(format: OddsFormatSetting): void;
  setTheme(theme: ThemeSetting): void;
}

/** Applies a theme choice to <html data-theme>, resolving "system" from the media query. */
export function applyTheme(theme: ThemeSetting): void {
  const resolved =
    theme === 'system'
      ? matchMedia('(prefers-color-scheme: light)').matches
        ? 'light'
        : 'dark'
      : theme;
  document.documentElement.dataset.theme = resolved;
  // The pre-paint script reads this key (see theme-script.tsx).
  if (theme === 'system') localStorage.removeItem('theme');
  else localStorage.setItem('theme', theme);
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      oddsFormat: 'european',
      theme: 'system',
      setOddsFormat: (oddsFormat) => set({ oddsFormat }),
      setTheme: (theme) => {
        applyTheme(theme);
        set({ theme });
      },
    }),
    {
      name: 'sb-settings',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ oddsFormat, theme }) => ({ oddsFormat, theme }),
    },
  ),
);
