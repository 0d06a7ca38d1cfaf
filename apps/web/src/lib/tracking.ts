'use client';
// Tracking events for the host's tag manager: pushed to window.dataLayer (created when missing).
export type TrackingEvent =
  | { event: 'outcome_add'; selection_id: string; match_id: number; odds: number }
  | { event: 'outcome_delete'; selection_id: string; match_id: number }
  | { event: 'watchersio_user_id'; user_id: string }
  | { event: 'place_bet_success'; bets: number; stake: number; currency: string }
  | {
      event: 'placed_bet';
      bet_id: string;
      bet_type: string;
      stake: number;
      currency: string;
      odds: number | null;
    };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: TrackingEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
