'use client';
// What the player's play time allows, as the page reads it: the play-time dialog open (reality
// check, session limit, activity limit) and why betting is stopped. Only state lives here, in the
// first load, for the header and the slip; what changes it, and the tab channel that shares each
// change with the other tabs, is in ./play-time (loaded with the play-time body and the slip).
import type { RealityCheck } from '@sportsbook/contracts';
import { create } from 'zustand';

export type PlayTimeDialog =
  | { kind: 'reality_check'; summary: RealityCheck }
  | { kind: 'session_limit' }
  | { kind: 'activity_limit' };

/** Why betting is stopped in this browser, or null. */
export type PlayTimeBlock = 'session_limit' | 'activity_limit' | null;

export interface PlayTimeState {
  dialog: PlayTimeDialog | null;
  blocked: PlayTimeBlock;
}

export const usePlayTime = create<PlayTimeState>(() => ({ dialog: null, blocked: null }));
