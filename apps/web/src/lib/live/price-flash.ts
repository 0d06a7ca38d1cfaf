// The up/down flash of a moved price: an attribute set when the price moves and cleared once two
// seconds have passed. No CSS animation: a hundred prices moving at once would start and end a
// hundred animations, each dispatching events through the page.
//
// Clearing is a restyle and a repaint of its own. Where prices keep moving, the flashes that have
// run their time are cleared in the frame that draws the next moves (`sweepFlashes`), so one frame
// does both; a page that has gone quiet clears them by timer a second later.
const FLASH_MS = 2000;
/** How long a quiet page keeps a finished flash before its own sweep. */
const QUIET_MS = 1000;
/** Flashes ending within this much of a sweep are cleared by it (one restyle, not two). */
const SLACK_MS = 100;

const flashing = new Map<HTMLElement, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Clears every flash that has run its time; returns when the next one ends (or Infinity). */
export function sweepFlashes(now = performance.now()): number {
  let next = Infinity;
  for (const [element, until] of flashing) {
    if (until <= now + SLACK_MS) {
      delete element.dataset.flash;
      flashing.delete(element);
    } else {
      next = Math.min(next, until);
    }
  }
  return next;
}

function quietSweep() {
  timer = null;
  const now = performance.now();
  const next = sweepFlashes(now);
  if (next !== Infinity) timer = setTimeout(quietSweep, next - now + QUIET_MS);
}

/** Shows `element` flashing up or down for two seconds (a new move restarts the two seconds). */
export function flashPrice(element: HTMLElement, direction: 'up' | 'down'): void {
  element.dataset.flash = direction;
  flashing.set(element, performance.now() + FLASH_MS);
  timer ??= setTimeout(quietSweep, FLASH_MS + QUIET_MS);
}
