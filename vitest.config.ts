import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
    // Two workers on a two-core machine (the default leaves one core to the main process): the
    // API files, which mostly wait on their databases, overlap. About 9 minutes instead of 13 here.
    maxWorkers: 2,
    // Coverage is of the rulebook by its own tests: `npm run test:unit` runs the domain project
    // with it and the other projects without (measuring every worker slows them by about 13 %).
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { statements: 95 },
    },
  },
});
