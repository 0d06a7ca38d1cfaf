// After `next build`: marks the framework's scripts (the root main files every page loads and
// runs in full while it starts) with V8's explicit compile hint, so Chromium compiles their
// functions on its script-streaming thread while they download, instead of one by one on the main
// thread when each is first called. At 4× CPU throttling this took the match page's longest task
// at load from about 300 ms to under 200. Page chunks are left alone: much of their code runs
// only on interaction, and compiling it eagerly would cost memory for nothing.
// https://v8.dev/blog/explicit-compile-hints
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const nextDir = path.resolve(import.meta.dirname, '../.next');
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));

let marked = 0;
for (const file of manifest.rootMainFiles ?? []) {
  const target = path.join(nextDir, file);
  const source = readFileSync(target, 'utf8');
  if (source.startsWith(HINT)) continue;
  writeFileSync(target, HINT + source);
  marked += 1;
}
console.log(`Compile hints: ${marked} framework script(s) marked`);
