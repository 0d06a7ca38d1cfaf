'use client';
// The stake field takes the focus when a selection is added, so a bet is typed at once. On phones
// only while the slip sheet is open: a tap on a price behind a closed sheet never pops the
// keyboard (docs/decisions.md).
import { useEffect, useRef } from 'react';
import { useBetslipPanel } from '@/features/betslip/stores/panel-store';
import { useTicket } from '@/features/betslip/stores/ticket-store';

/** Phones show the slip as a sheet below this width (betslip.module.css). */
const PHONE_QUERY = '(max-width: 959px)';

/** The last focus request taken (the slip may mount after a tap made one). */
let taken = 0;

export function useStakeFocus() {
  const ref = useRef<HTMLInputElement>(null);
  const request = useTicket((s) => s.stakeFocusRequest);
  const sheetOpen = useBetslipPanel((s) => s.open);
  useEffect(() => {
    // A count below the last one taken is a new slip store (its count starts again at 0).
    if (request <= taken) {
      taken = request;
      return;
    }
    taken = request;
    const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
    if (phone && !sheetOpen) return;
    const input = ref.current;
    if (!input) return;
    // The field takes the focus once the frame that shows it is painted: focusing inside the tap
    // forces the style and layout of the new slip (and the focus events) before that frame, so
    // the slip would show later. Not cancelled with the effect: the request is taken already.
    afterPaint(() => {
      if (!input.isConnected) return;
      input.focus({ preventScroll: true });
      // jsdom, in the component tests, has no scrollIntoView.
      input.scrollIntoView?.({ block: 'nearest' });
    });
  }, [request, sheetOpen]);
  return ref;
}

/** Runs `task` in the first task after the next frame is painted. */
function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}
