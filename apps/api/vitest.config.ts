import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own databases (PGlite in memory, a fresh PostgreSQL database), so files
    // run side by side, one per worker.
    // A worker keeps the modules it loaded for its next file: every file builds its own app from
    // them, so nothing a file changes is seen by the next, and the app's module graph is loaded
    // once per worker instead of once per file.
    isolate: false,
  },
});
