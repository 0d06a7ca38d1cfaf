// `npm run bench -- <name> [more names]`: runs bench/<name>.bench.mjs; with no name, lists them.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dir = import.meta.dirname;
const available = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => file.replace(/\.bench\.mjs$/, ''));
const names = process.argv.slice(2);

if (names.length === 0) {
  console.log(`Usage: npm run bench -- <name>\nBenchmarks: ${available.join(', ')}`);
  process.exit(0);
}
for (const name of names) {
  if (!available.includes(name)) {
    console.error(`Unknown benchmark "${name}". Available: ${available.join(', ')}`);
    process.exit(2);
  }
  const result = spawnSync(process.execPath, [path.join(dir, `${name}.bench.mjs`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
