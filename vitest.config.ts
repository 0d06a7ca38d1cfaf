import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { statements: 95 },
    },
  },
});
