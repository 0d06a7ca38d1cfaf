'use client';
// Quick bet: with it on and approved, one tap on a live price places a single at the set stake.
// The rules are the domain's (quick-bet.ts); this store runs them and the placement call.
import {
  applyBalance,
  approveQuickBet,
  checkRestrictions,
  initialQuickBet,
  minorUnits,
  placeQuickBet,
  quickBetSettled,
  routeSelection,
  setQuickBetCurrency,
  setQuickBetStake,
  toggleQuickBet,
  type MinorUnits,
  type QuickBet,
  type RestrictionContext,
  type Selection,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { postBets } from './post-bets';
import { useTicket } from './ticket-store';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';

interface QuickBetStore {
  quick: QuickBet;
  /** The placed bet's odds and outcome, for the confirmation. */
  lastPlaced: { outcomeName: string; odds: number } | null;
  toggle(): void;
  setStake(stake: MinorUnits): void;
  approve(): void;
  setCurrency(currency: string): void;
  balanceChanged(balance: MinorUnits): void;
  turnOff(): void;
  /** The site's bet limits, checked before a quick bet is sent (the slip keeps them current). */
  limits: RestrictionContext | null;
  setLimits(limits: RestrictionContext): void;
  /** Routes a picked outcome: true when quick bet took it (and is placing it). */
  take(selection: Selection, subunits: number): boolean;
}

export const useQuickBet = create<QuickBetStore>()(
  persist(
    (set, get) => ({
      quick: initialQuickBet('EUR'),
      lastPlaced: null,
      toggle: () => set({ quick: toggleQuickBet(get().quick) }),
      setStake: (stake) => set({ quick: setQuickBetStake(get().quick, stake) }),
      approve: () => set({ quick: approveQuickBet(get().quick) }),
      setCurrency: (currency) => {
        if (get().quick.currency !== currency)
          set({ quick: setQuickBetCurrency(get().quick, currency) });
      },
      balanceChanged: (balance) => set({ quick: applyBalance(get().quick, balance) }),
      turnOff: () => set({ quick: { ...get().quick, isEnabled: false, isApproved: false } }),
      limits: null,
      setLimits: (limits) => set({ limits }),
      take(selection, subunits) {
        const routed = routeSelection(get().quick, selection, false, subunits);
        set({ quick: routed.quick });
        if (routed.route !== 'quick') return false;
        const player = usePlayer.getState();
        const limits = get().limits;
        const bet = routed.quick.bet;
        const placing = placeQuickBet(routed.quick, {
          loggedIn: player.authStatus === 'LOGGED_IN',
          warningShown: false,
          // The site's limits are checked here first; the API has the final word.
          restrictions:
            limits && bet ? checkRestrictions({ ...bet, stake: routed.quick.stake }, limits) : [],
        });
        set({ quick: placing.quick });
        const effect = placing.effect;
        if (effect.type === 'sign_in') {
          useAuthModal.getState().open({ modal: 'sign_in' });
        } else if (effect.type === 'move_to_ticket') {
          // A warning (odds or payout capped) needs the player to see it: the regular slip.
          const { dispatch } = useTicket.getState();
          for (const moved of effect.bet.selections)
            dispatch({ type: 'add_selection', selection: moved });
          dispatch({ type: 'set_stake', betIndex: 0, stake: effect.bet.stake });
        } else if (effect.type === 'submit') {
          const locale = document.documentElement.lang || 'en';
          void postBets([effect.bet], { locale, quick: true }).then(async (answer) => {
            const error = answer.ok
              ? null
              : typeof answer.body?.message === 'string'
                ? answer.body.message
                : 'error.place_bets.default';
            set({
              quick: quickBetSettled(get().quick, error ? { ok: false, error } : { ok: true }),
              lastPlaced: answer.ok
                ? { outcomeName: selection.outcomeName, odds: answer.placed[0]?.odds ?? 0 }
                : null,
            });
            await usePlayer.getState().load();
            const account = activeAccount(usePlayer.getState().accounts);
            if (account) get().balanceChanged(minorUnits(account.balance));
          });
        }
        return true;
      },
    }),
    {
      name: 'sb-quick-bet',
      storage: createJSONStorage(() => localStorage),
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
