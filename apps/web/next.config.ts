import type { NextConfig } from 'next';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  basePath: '/sports',
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contracts'],
  turbopack: {
    // The browser receives its catalogue parsed (lib/i18n/server.ts): FormatJS's no-parser
    // entry keeps the ICU parser out of the client bundle.
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': {
        browser: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      },
    },
  },
  async rewrites() {
    // The browser talks to one origin: API and real-time paths are proxied to the API process.
    return [
      { source: '/api/:path*', destination: `${apiOrigin}/api/:path*`, basePath: false },
      {
        source: '/connection/:path*',
        destination: `${apiOrigin}/connection/:path*`,
        basePath: false,
      },
      { source: '/emulation', destination: `${apiOrigin}/emulation`, basePath: false },
      { source: '/docs/:path*', destination: `${apiOrigin}/docs/:path*`, basePath: false },
    ];
  },
  async redirects() {
    return [{ source: '/', destination: '/sports', basePath: false, permanent: false }];
  },
};

export default nextConfig;
