'use client';
// The bet slip panel's open state and tab, kept for the browser session (spec: betslip toggle).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeSessionStorage } from '@/lib/safe-storage';

export type BetslipTab = 'slip' | 'bets';

interface PanelState {
  open: boolean;
  tab: BetslipTab;
  setOpen(open: boolean): void;
  /** Opens the panel on a tab (a restored or shared slip opens BET_SLIP). */
  show(tab: BetslipTab): void;
  setTab(tab: BetslipTab): void;
}

export const useBetslipPanel = create<PanelState>()(
  persist(
    (set) => ({
      open: false,
      tab: 'slip',
      setOpen: (open) => set({ open }),
      show: (tab) => set({ open: true, tab }),
      setTab: (tab) => set({ tab }),
    }),
    {
      name: 'sb-betslip-toggle',
      storage: createJSONStorage(() => safeSessionStorage),
      partialize: (state) => ({ open: state.open, tab: state.tab }),
    },
  ),
);
