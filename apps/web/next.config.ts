import { execSync } from 'node:child_process';
import type { NextConfig } from 'next';

/** Error reporting's release id, fixed at build time: SENTRY_RELEASE, else the commit. */
function buildRelease(): string {
  if (process.env.SENTRY_RELEASE) return process.env.SENTRY_RELEASE;
  try {
    return `sportsbook@${execSync('git rev-parse --short=12 HEAD', {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()}`;
  } catch {
    return 'sportsbook@dev';
  }
}

const nextConfig: NextConfig = {
  basePath: '/sports',
  reactStrictMode: true,
  poweredByHeader: false,
  env: { SB_RELEASE: buildRelease() },
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contracts'],
  // CI type-checks every workspace first (`npm run typecheck`) and says so: the build does not
  // check the same files again. A build run alone checks them.
  typescript: { ignoreBuildErrors: process.env.SB_TYPECHECKED === '1' },
  experimental: {
    // The layout's code, shared by every page, goes out as one script instead of four of 20-30 KB:
    // each script is compressed alone, so the split cost about 3 KB of brotli on every first visit
    // (docs/performance.md, web-js). Chunks of code only some routes or on-demand parts use stay
    // apart as before.
    turbopackChunking: { minChunkSize: 100_000 },
  },
  turbopack: {
    // The browser receives its catalogue parsed (lib/i18n/server.ts): FormatJS's no-parser
    // entry keeps the ICU parser out of the client bundle.
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': {
        browser: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      },
      // injectIntl's statics helper, unused here (src/lib/i18n/no-hoist-statics.js).
      'hoist-non-react-statics': { browser: './src/lib/i18n/no-hoist-statics.js' },
    },
  },
  // The API's routes reach it through server.mjs, which decides what the public may call and
  // who the client is; Next.js serves the pages only.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        // Only over HTTPS (server.mjs sets X-Forwarded-Proto from the socket or a trusted proxy):
        // a browser ignores it over HTTP, and a development machine must stay reachable by HTTP.
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [
          { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
        ],
      },
    ];
  },
  async redirects() {
    return [{ source: '/', destination: '/sports', basePath: false, permanent: false }];
  },
};

export default nextConfig;
