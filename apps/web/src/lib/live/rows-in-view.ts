// Writes to rows out of view wait until the row is about to be seen.
//
// A price written into a match row costs the next frame a layout and a paint of that row, and the
// browser draws rows well beyond the window (match rows have `content-visibility: auto`, whose
// margin is about a window's height on each side; the painted area is larger still). A tick moving
// prices in rows nobody sees would cost almost what one in view costs. A write into a row out of
// view is kept instead (the latest per element) and done when the row comes within a quarter of a
// window's height of being seen: on scrolling, resizing, or the browser reporting the row drawn
// again (`contentvisibilityautostatechange`, which also covers rows moved by the page itself).

/** Marks an element whose writes may wait (a match row). */
const ROW = '[data-skippable]';
/** How near the window a row counts as in view, as a share of the window's height. */
const MARGIN = 0.25;

const rowOf = new WeakMap<Element, Element | null>();
type Write = (now: boolean) => void;
/** Writes waiting, by row, the latest per element. */
const waiting = new Map<Element, Map<Element, Write>>();

let listening = false;

function listen() {
  listening = true;
  const check = () => {
    if (waiting.size > 0) writeRowsInView();
  };
  // Capture: a scroll of any scrolling box, and the row events (which do not bubble).
  document.addEventListener('scroll', check, { capture: true, passive: true });
  document.addEventListener('contentvisibilityautostatechange', check, { capture: true });
  window.addEventListener('resize', check, { passive: true });
}

function rowOfElement(element: Element): Element | null {
  let row = rowOf.get(element);
  if (row === undefined) {
    row = element.closest(ROW);
    rowOf.set(element, row);
  }
  return row;
}

/** Whether `row` is within the margin of the window (a row not laid out counts as in view). */
function inView(row: Element, height: number): boolean {
  const { top, bottom } = row.getBoundingClientRect();
  const margin = height * MARGIN;
  return bottom >= -margin && top <= height + margin;
}

function writeRowsInView() {
  const height = window.innerHeight;
  // Questions first, writes after: a row asked about after a write would have the browser lay
  // out the page to answer.
  const due: Array<Map<Element, Write>> = [];
  for (const [row, writes] of waiting) {
    if (!row.isConnected) waiting.delete(row);
    else if (inView(row, height)) {
      waiting.delete(row);
      due.push(writes);
    }
  }
  for (const writes of due) for (const write of writes.values()) write(false);
}

/**
 * Writes asked for in this turn, element by element (two lists, so asking allocates nothing):
 * every row is looked at before any of them is written.
 */
let queuedElements: Element[] = [];
let queuedWrites: Write[] = [];

function keep(row: Element, element: Element, write: Write) {
  let writes = waiting.get(row);
  if (!writes) waiting.set(row, (writes = new Map()));
  writes.set(element, write);
}

function flush() {
  const elements = queuedElements;
  const writes = queuedWrites;
  queuedElements = [];
  queuedWrites = [];
  const height = window.innerHeight;
  // A tick moves several prices of one row: each row is asked once.
  const seen = new Map<Element, boolean>();
  const rows = elements.map((element) => {
    const row = rowOfElement(element);
    if (!row) return null;
    let visible = seen.get(row);
    if (visible === undefined) seen.set(row, (visible = inView(row, height)));
    return visible ? null : row;
  });
  for (let i = 0; i < elements.length; i++) {
    const row = rows[i];
    if (row) keep(row, elements[i]!, writes[i]!);
    else writes[i]!(true);
  }
}

/**
 * Runs `write(true)` at the end of this turn if `element` is in view (or in no match row), or
 * keeps it (replacing the element's earlier waiting write) and runs `write(false)` when its row
 * comes into view: a write told it is late leaves out what only makes sense at the moment (a
 * flash).
 */
export function writeWhenSeen(element: Element, write: Write): void {
  if (!listening) listen();
  if (queuedElements.length === 0) queueMicrotask(flush);
  queuedElements.push(element);
  queuedWrites.push(write);
}
