// Runs work once the browser is idle (or after a short wait where requestIdleCallback is missing,
// as in Safari); returns the cancel function.
export function whenIdle(work: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
