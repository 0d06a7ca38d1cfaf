import path from 'node:path';
import { defineProject } from 'vitest/config';

// Unit tests run in Node; component tests (*.test.tsx) ask for jsdom with a
// `// @vitest-environment jsdom` first line. The app's tsconfig leaves JSX to Next.js, so the tests
// compile it here with React's automatic runtime.
export default defineProject({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.mjs'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
