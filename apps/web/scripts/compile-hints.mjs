// After `next build`: marks the framework's scripts (the root main files every page loads and
// runs in full while it starts) with V8's explicit compile hint, so Chromium compiles their
// functions on its script-streaming thread while they download, instead of one by one on the main
// thread when each is first called. At 4× CPU throttling this took the match page's longest task
// at load from about 300 ms to under 200. Other page chunks are left alone: much of their code
// runs only on interaction, and compiling it eagerly would cost memory for nothing.
//
// The bet slip's on-demand chunks are marked too (the filled slip and the slip's rules, with the
// chunks that load together with them): they load ahead of the first tap on a price (when the page
// is idle or a price is pointed at), and that tap calls most of their code at once; compiled while
// they stream in, the first tap no longer compiles them function by function on the main thread.
// https://v8.dev/blog/explicit-compile-hints
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const nextDir = path.resolve(import.meta.dirname, '../.next');
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));

/**
 * Strings found only in the slip's on-demand modules (a message id of the filled slip, a tracking
 * event of the ticket machine): the chunks holding them are the slip's.
 */
const SLIP_MARKERS = ['"betslip.bet-type"', '"place_bet_success"'];

function mark(file) {
  const target = path.join(nextDir, file);
  const source = readFileSync(target, 'utf8');
  if (source.startsWith(HINT)) return 0;
  writeFileSync(target, HINT + source);
  return 1;
}

/** The slip's on-demand chunks: those holding a marker, and those loaded in the same import. */
function slipChunks() {
  const dir = path.join(nextDir, 'static/chunks');
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name.split(path.sep).join('/')}`);
  const sources = new Map(
    files.map((file) => [file, readFileSync(path.join(nextDir, file), 'utf8')]),
  );
  const marked = new Set(
    files.filter((file) => SLIP_MARKERS.some((marker) => sources.get(file).includes(marker))),
  );
  // A dynamic import loads a list of chunks together: ["static/chunks/a.js","static/chunks/b.js"].
  const lists = /\[("[^"\]]*static\/chunks\/[^"\]]*"(?:,"[^"\]]*")*)\]/g;
  const together = new Set(marked);
  for (const source of sources.values()) {
    for (const [, items] of source.matchAll(lists)) {
      const chunks = items.split(',').map((item) => item.slice(1, -1).replace(/^\/?_next\//, ''));
      if (chunks.some((chunk) => marked.has(chunk))) {
        for (const chunk of chunks)
          if (chunk.endsWith('.js') && sources.has(chunk)) together.add(chunk);
      }
    }
  }
  return [...together];
}

/** Every script a page's HTML loads: those are first-load code, compiled as they were. */
function firstLoadChunks() {
  const dir = path.join(nextDir, 'server/app');
  const chunks = new Set();
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    if (!name.endsWith('_client-reference-manifest.js')) continue;
    const source = readFileSync(path.join(dir, name), 'utf8');
    for (const [chunk] of source.matchAll(/static\/chunks\/[^"\\]+?\.js/g)) chunks.add(chunk);
  }
  return chunks;
}

let framework = 0;
for (const file of manifest.rootMainFiles ?? []) framework += mark(file);
const rootMain = new Set(manifest.rootMainFiles ?? []);
const firstLoad = firstLoadChunks();
const slip = slipChunks().filter((file) => !rootMain.has(file) && !firstLoad.has(file));
let slipMarked = 0;
for (const file of slip) slipMarked += mark(file);
if (slip.length === 0) console.warn('Compile hints: the slip chunks were not found');
console.log(
  `Compile hints: ${framework} framework script(s), ${slipMarked} slip chunk(s) marked (${slip.join(', ')})`,
);
