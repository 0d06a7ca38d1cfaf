// Lint: typescript-eslint, no import cycles, a pure domain package, web features that stay apart.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Members named like a match or market status, and the small numbers those statuses are. */
const STATUS_NAMES = '/^(status|matchStatus|marketStatus)$/';
const STATUS_MEMBER = (side) =>
  `[${side}.type='MemberExpression'][${side}.property.name=${STATUS_NAMES}], [${side}.type='ChainExpression'][${side}.expression.property.name=${STATUS_NAMES}]`;
const STATUS_NUMBER = (side) =>
  `[${side}.type='Literal'][${side}.raw=/^[0-9]$/], [${side}.type='UnaryExpression'][${side}.operator='-'][${side}.argument.type='Literal']`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.tsbuild/**',
      '**/coverage/**',
      '**/test-results/**',
      'data/**',
      'e2e/.data/**',
      'apps/web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        },
      },
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Match and market statuses are compared by name (MATCH_STATUS, MARKET_STATUS), never as numbers.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression:matches(${STATUS_MEMBER('left')}, ${STATUS_MEMBER('right')}):matches(${STATUS_NUMBER('left')}, ${STATUS_NUMBER('right')})`,
          message: 'Compare a status with MATCH_STATUS or MARKET_STATUS from @sportsbook/domain.',
        },
        {
          selector: `SwitchStatement[discriminant.property.name=${STATUS_NAMES}] > SwitchCase:matches([test.type='Literal'], [test.operator='-'])`,
          message: 'Compare a status with MATCH_STATUS or MARKET_STATUS from @sportsbook/domain.',
        },
      ],
    },
  },
  {
    // The domain is pure rules: no UI, no server framework, no validation library, no I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'next', 'next/*'],
              message: 'packages/domain must stay free of React.',
            },
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'packages/domain must stay free of Fastify.',
            },
            { group: ['zod', 'zod/*'], message: 'Schemas belong in packages/contracts.' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'crypto'],
              message: 'packages/domain does no I/O.',
            },
            {
              group: ['@sportsbook/*', '**/apps/**'],
              message: 'packages/domain depends on nothing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'fastify', '@fastify/*', '**/apps/**'],
              message: 'contracts depend only on domain and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // The host page demo runs in the browser, as an operator's page would.
    files: ['apps/web/server/host-demo/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser build stands in a no-op for hoist-non-react-statics (next.config.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-intl',
              importNames: ['injectIntl'],
              message: 'Use the useIntl hook: injectIntl is not built for the browser here.',
            },
            { name: 'hoist-non-react-statics', message: 'Not built for the browser here.' },
          ],
        },
      ],
      // A feature reaches another only through its index.ts; shared code never reaches a feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [
                `./${feature}`,
                ...features
                  .filter((other) => existsSync(`${featuresDir}/${other}/index.ts`))
                  .map((other) => `./${other}/index.ts`),
              ],
              message: 'A feature imports another only through its index.ts.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared code does not import features; a feature hands it what it needs.',
            },
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/components',
                './apps/web/src/lib',
              ],
              from: './apps/web/src/app',
              message: 'src/app holds routes only; nothing imports from it.',
            },
          ],
        },
      ],
    },
  },
);
