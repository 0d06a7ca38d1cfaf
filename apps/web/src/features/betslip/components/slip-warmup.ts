'use client';
// The filled slip's code and the slip's rules load on demand; this starts both before the first
// tap needs them: once the page is idle, when a price is pointed at, focused or touched, and at the
// latest with the tap itself (both at once, not one after the other).
import { loadTicketMachine } from '@/features/betslip/stores/ticket-store';
import { createElement, useEffect, useState } from 'react';
import type { PriceSlip } from '@/components/odds/price-slip';
import { whenIdle } from '@/lib/idle';
import type * as SlipContentModule from './slip-content';

let slipContent: typeof SlipContentModule | null = null;
let markLoaded: () => void = () => {};
/** Settles once the filled slip's code is here, whoever loaded it. */
const slipContentLoaded = new Promise<void>((resolve) => (markLoaded = resolve));

const loadSlipContent = () =>
  import('./slip-content').then((loaded) => {
    slipContent = loaded;
    markLoaded();
    return loaded;
  });
export const loadMyBets = () => import('./my-bets');
/** Following the selections' prices (rendered by the column once the slip holds one). */
export const loadLiveSelections = () => import('./live-selections');

/**
 * Whether the filled slip's code is here; loads it once `wanted`, and turns true when a warm-up
 * loaded it, so the column can render the slip ahead of its first selection.
 */
export function useSlipReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(slipContent !== null);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void (wanted ? loadSlipContent() : slipContentLoaded).then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [wanted, ready]);
  return ready || slipContent !== null;
}

/** The filled slip; rendered only once `useSlipReady` says its code is here. */
export function FilledSlip({ locale }: { locale: string }) {
  return slipContent ? createElement(slipContent.SlipContent, { locale }) : null;
}

/**
 * A specimen of the filled slip, laid out once while the slip is empty so that the first tap's
 * layout of the real one is as quick as a later tap's; rendered once the filled slip's code is here.
 */
export function SlipSpecimen() {
  return slipContent ? createElement(slipContent.SlipSpecimen) : null;
}

/**
 * The custom-bet question; rendered once the filled slip's code is here (only a tap, which comes
 * with that code, can ask it).
 */
export function SlipPrompt() {
  return slipContent ? createElement(slipContent.CustomBetPrompt) : null;
}

/**
 * A tap on a price: handled at once when the slip's code is here, else as soon as it arrives
 * (taps made meanwhile apply in order).
 */
export const pickOnSlip: PriceSlip['pick'] = (...tap) => {
  // The slip's rules load together with its code if pointing at the price did not start them.
  void warmSlip();
  if (slipContent) slipContent.pickOutcome(...tap);
  else void loadSlipContent().then((loaded) => loaded.pickOutcome(...tap));
};

let warming: Promise<unknown> | null = null;

/**
 * Starts loading the ticket machine, the filled slip and its price followers together (once; later
 * calls are free), so that a first tap fetches nothing.
 */
export function warmSlip(): Promise<unknown> {
  warming ??= Promise.all([loadTicketMachine(), loadSlipContent(), loadLiveSelections()]).catch(
    () => {
      // A failed load is tried again by the next warm-up (the slip itself retries on render).
      warming = null;
    },
  );
  return warming;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Warms the slip on the first sign of intent towards a price (a button marked `data-price`) or
 * when the page is idle (at most `idleTimeoutMs` later); my bets follows on idle. Returns the
 * cleanup.
 */
export function warmSlipOnIntent(idleTimeoutMs = 1500): () => void {
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-price]')) stop(true);
  };
  const options = { capture: true, passive: true } as const;
  const cancelIdle = whenIdle(() => {
    stop(true);
    void loadMyBets();
  }, idleTimeoutMs);
  function stop(warm: boolean) {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    if (warm) void warmSlip();
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  return () => {
    cancelIdle();
    stop(false);
  };
}
