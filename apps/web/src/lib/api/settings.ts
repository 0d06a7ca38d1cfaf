'use client';
// The sportsbook settings endpoint (GET and POST /api/sb/settings), read by the session store
// and saved by the settings store.
import type { Settings, SettingsUpdate } from '@sportsbook/contracts';
import { apiFetch } from './client';

export function getSettings(): Promise<Settings> {
  return apiFetch<Settings>('/api/sb/settings');
}

/** Saves the changed fields; the answer is the player's settings as now stored. */
export function saveSettings(update: SettingsUpdate): Promise<Settings> {
  return apiFetch<Settings>('/api/sb/settings', { method: 'POST', body: update });
}
