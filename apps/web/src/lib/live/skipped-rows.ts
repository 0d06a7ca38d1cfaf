// Writes to rows the browser is skipping wait until the row is drawn again.
//
// Match rows have `content-visibility: auto`: a row out of view is neither laid out nor painted.
// A price written into such a row still marks it for layout, and the browser lays it out in the
// next frame, so a tick moving prices in rows nobody sees costs almost what one in view costs.
// A write into a skipped row is kept instead (the latest per element) and done when the browser
// reports the row relevant again (`contentvisibilityautostatechange`), which it does while the
// row is still within a margin of the viewport, before it is seen.

/** Marks an element whose content the browser may skip (a match row). */
const SKIPPABLE = '[data-skippable]';

const rowOf = new WeakMap<Element, Element | null>();
/** What is known of a row: skipped or drawn (rows not in the map have not been asked yet). */
const skipped = new WeakMap<Element, boolean>();
type Write = (now: boolean) => void;
/** Writes waiting, by row, the latest per element. */
const waiting = new Map<Element, Map<Element, Write>>();
/** Past this many rows waiting, rows no longer in the page are dropped. */
const PRUNE_AT = 256;

let listening = false;

function listen() {
  listening = true;
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      const row = event.target as Element;
      const isSkipped = (event as Event & { skipped: boolean }).skipped;
      skipped.set(row, isSkipped);
      if (isSkipped) return;
      const writes = waiting.get(row);
      if (!writes) return;
      waiting.delete(row);
      for (const write of writes.values()) write(false);
    },
    // The event does not bubble; a listener on the capture path still hears it from every row.
    { capture: true },
  );
}

function skippableRow(element: Element): Element | null {
  let row = rowOf.get(element);
  if (row === undefined) {
    row = element.closest(SKIPPABLE);
    rowOf.set(element, row);
  }
  return row;
}

function isSkipped(element: Element, row: Element): boolean {
  const known = skipped.get(row);
  if (known !== undefined) return known;
  // Not reported since this page started listening: ask once (a style update at most).
  const now = !element.checkVisibility({ contentVisibilityAuto: true });
  skipped.set(row, now);
  return now;
}

function prune() {
  for (const row of waiting.keys()) if (!row.isConnected) waiting.delete(row);
}

/** Writes asked for in this turn: every row is looked at before any of them is done. */
let queued: Array<[Element, Write]> = [];

function keep(row: Element, element: Element, write: Write) {
  let writes = waiting.get(row);
  if (!writes) {
    if (waiting.size >= PRUNE_AT) prune();
    waiting.set(row, (writes = new Map()));
  }
  writes.set(element, write);
}

function flush() {
  const batch = queued;
  queued = [];
  // Questions first, writes after: a row asked about after a write would have the browser
  // restyle and lay out the page to answer.
  const rows = batch.map(([element]) => {
    const row = skippableRow(element);
    return row && isSkipped(element, row) ? row : null;
  });
  batch.forEach(([element, write], i) => {
    const row = rows[i];
    if (row) keep(row, element, write);
    else write(true);
  });
}

/**
 * Runs `write(true)` at the end of this turn if `element` is drawn, or keeps it (replacing the
 * element's earlier waiting write) and runs `write(false)` when its row is drawn again: a write
 * told it is late leaves out what only makes sense at the moment (a flash).
 */
export function writeWhenDrawn(element: Element, write: Write): void {
  if (typeof element.checkVisibility !== 'function') return write(true);
  if (!listening) listen();
  if (queued.length === 0) queueMicrotask(flush);
  queued.push([element, write]);
}
