'use client';
// Quick bet: with it on and approved, one tap on a live price places a single at the set stake.
// This store holds the switch, stake and approval the slip's header shows on every page; taking
// and placing a quick bet (quick-bet-placement.ts, through quick-bet-loader.ts) loads once quick
// bet is switched on.
import {
  applyBalance,
  approveQuickBet,
  initialQuickBet,
  setQuickBetCurrency,
  setQuickBetStake,
  toggleQuickBet,
  type MinorUnits,
  type QuickBet,
  type Restriction,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '@/lib/safe-storage';

interface QuickBetStore {
  quick: QuickBet;
  /** The placed bet's odds and outcome, for the confirmation. */
  lastPlaced: { outcomeName: string; odds: number } | null;
  /** Why the API refused the last quick bet, in the player's language (its per-bet message). */
  refusal: string | null;
  /** The site's bet limit that refused the last quick bet before it was sent, for its message. */
  refusedBy: Pick<Restriction, 'type' | 'limit'> | null;
  toggle(): void;
  setStake(stake: MinorUnits): void;
  approve(): void;
  setCurrency(currency: string): void;
  balanceChanged(balance: MinorUnits): void;
  turnOff(): void;
}

export const useQuickBet = create<QuickBetStore>()(
  persist(
    (set, get) => ({
      quick: initialQuickBet('EUR'),
      lastPlaced: null,
      refusal: null,
      refusedBy: null,
      toggle: () => set({ quick: toggleQuickBet(get().quick) }),
      setStake: (stake) => set({ quick: setQuickBetStake(get().quick, stake) }),
      approve: () => set({ quick: approveQuickBet(get().quick) }),
      setCurrency: (currency) => {
        if (get().quick.currency !== currency)
          set({ quick: setQuickBetCurrency(get().quick, currency) });
      },
      balanceChanged: (balance) => set({ quick: applyBalance(get().quick, balance) }),
      turnOff: () => set({ quick: { ...get().quick, isEnabled: false, isApproved: false } }),
    }),
    {
      name: 'sb-quick-bet',
      storage: createJSONStorage(() => safeLocalStorage),
      // Approval is never restored: a reload asks for it again.
      partialize: (state) => ({
        quick: {
          ...initialQuickBet(state.quick.currency, state.quick.stake),
          isEnabled: state.quick.isEnabled,
        },
      }),
    },
  ),
);
