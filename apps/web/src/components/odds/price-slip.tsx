'use client';
// How price buttons reach the bet slip without depending on it: the slip provides which outcomes
// it holds and what a tap on a price does (the layout mounts that provider around every page).
import type { Market, Match } from '@sportsbook/contracts';
import type { OddsInt } from '@sportsbook/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** What a selection takes from its match: list rows hand their price buttons only this. */
export interface SelectionMatch extends Pick<
  Match,
  'id' | 'urn_id' | 'slug' | 'type' | 'name' | 'status'
> {
  tournament: {
    sport: Pick<Match['tournament']['sport'], 'key'>;
    category: Pick<Match['tournament']['category'], 'id' | 'slug' | 'name'>;
  };
  competitors: { home: { name: string } | null; away: { name: string } | null };
}

export interface PriceSlip {
  /** Whether the outcome (match:market:specifier:outcome) is on the slip. */
  isSelected(id: string): boolean;
  /**
   * Calls back on every change of the slip. Each price button reads its own state through it, so a
   * tap re-renders the buttons whose state changed, not every price on the page.
   */
  subscribe(onChange: () => void): () => void;
  /** A tap on a price, with its market and outcome as they stand now and the price shown. */
  pick(
    match: SelectionMatch,
    market: Market,
    outcome: Market['outcomes'][number],
    odds: OddsInt,
  ): void;
}

export const PriceSlipContext = createContext<PriceSlip>({
  isSelected: () => false,
  subscribe: () => () => {},
  pick: () => {},
});

export const usePriceSlip = (): PriceSlip => useContext(PriceSlipContext);

/** Whether the outcome is on the slip, re-rendering the caller only when that changes. */
export function useOnSlip(id: string): boolean {
  const { isSelected, subscribe } = usePriceSlip();
  const selected = () => isSelected(id);
  return useSyncExternalStore(subscribe, selected, selected);
}
