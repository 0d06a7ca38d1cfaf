'use client';
// Asks the terms checker to look again: a bet refused for terms not accepted (the version changed
// while the page was open) opens the checker dialog.
import { create } from 'zustand';

interface TermsCheckState {
  /** Bumped each time someone asks; the checker re-reads the player's terms status. */
  requests: number;
  require(): void;
}

export const useTermsCheck = create<TermsCheckState>((set) => ({
  requests: 0,
  require: () => set((s) => ({ requests: s.requests + 1 })),
}));
