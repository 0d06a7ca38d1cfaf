// Fault suite (npm run test:fault): API processes on PostgreSQL killed and cut off mid-work.
// Not part of the unit projects; it needs TEST_DATABASE_URL and skips without it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'fault tests skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them',
  );
}

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.fault.test.ts'],
    // Each test starts API processes (a few seconds each); waits inside are bounded by counts.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // The processes and the database server share the machine: one file at a time.
    fileParallelism: false,
    passWithNoTests: true,
  },
});
