'use client';
// The stake field takes the focus when a selection is added, so a bet is typed at once. On phones
// only while the slip sheet is open: a tap on a price behind a closed sheet never pops the
// keyboard (docs/decisions.md).
import { useEffect, useRef } from 'react';
import { useBetslipPanel } from '@/features/betslip/stores/panel-store';
import { useTicket } from '@/features/betslip/stores/ticket-store';

/** Phones show the slip as a sheet below this width (betslip.module.css). */
const PHONE_QUERY = '(max-width: 959px)';

export function useStakeFocus() {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useTicket((s) => s.stakeFocusPending);
  const clear = useTicket((s) => s.clearStakeFocus);
  const sheetOpen = useBetslipPanel((s) => s.open);
  useEffect(() => {
    if (!pending) return;
    clear();
    const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
    if (phone && !sheetOpen) return;
    const input = ref.current;
    if (!input) return;
    // Focusing without its scroll spares the tap a forced layout of the new slip; the field is
    // brought into view, where it is not already, once that frame is painted.
    input.focus({ preventScroll: true });
    // Not cancelled with the effect: clearing the request above runs it again at once.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // jsdom, in the component tests, has no scrollIntoView.
        if (input.isConnected) input.scrollIntoView?.({ block: 'nearest' });
      }),
    );
  }, [pending, clear, sheetOpen]);
  return ref;
}
