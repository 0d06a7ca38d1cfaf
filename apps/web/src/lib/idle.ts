// Runs work once the browser is idle (or after a short wait where requestIdleCallback is missing,
// as in Safari); returns the cancel function.
import { useEffect, useState } from 'react';

export function whenIdle(work: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/** After the load event, the idle callback's fallback for the page's late parts (as late services). */
const LATE_FALLBACK_MS = 3000;

/**
 * Whether the page has loaded and the browser has since been idle (or `fallbackMs` has passed):
 * for the parts of a page that need not be on screen for it to be used.
 */
export function useIdleAfterLoad(fallbackMs = LATE_FALLBACK_MS): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => (cancel = whenIdle(() => setIdle(true), fallbackMs));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [fallbackMs]);
  return idle;
}
