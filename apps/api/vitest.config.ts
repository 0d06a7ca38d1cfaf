import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own databases (PGlite in memory, a fresh PostgreSQL database), so files
    // run side by side, one per worker.
  },
});
