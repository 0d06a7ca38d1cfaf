// Locale routing: /sports/de/... is served as is, /sports/... is the default locale, and
// /sports/en/... (the default spelled out) redirects to its canonical path. Every page gets a
// Content-Security-Policy with a fresh nonce, which Next.js and the layout put on their scripts.
import { NextResponse, type NextRequest } from 'next/server';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_IN_URL,
  localeFromSegment,
  segmentOf,
} from './lib/i18n/locales';
import { isNoindexOrigin, NOINDEX_HEADER_VALUE } from './lib/i18n/seo';
import {
  contentSecurityPolicy,
  frameAncestorsFromEnv,
  newNonce,
  NONCE_HEADER,
} from './lib/security/content-security-policy';
import { reportingOrigin } from './lib/reporting/reporting-config';
import { widgetConfigFrom, widgetOrigins } from './lib/widgets/widget-plans';

const frameAncestors = frameAncestorsFromEnv();
const widgetSources = widgetOrigins(widgetConfigFrom(process.env));
const connectOrigins = [reportingOrigin(), ...widgetSources].filter((origin) => origin !== null);

/** The origin the visitor asked for: the host header (server.mjs passes the public one on). */
function visitorOrigin(request: NextRequest): string | null {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!host) return null;
  const scheme =
    request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return `${scheme.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`;
}

export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  const segments = url.pathname.split('/').filter(Boolean);
  const locale = localeFromSegment(segments[0]);

  if (locale && locale === DEFAULT_LOCALE && !LOCALE_IN_URL) {
    url.pathname = `/${segments.slice(1).join('/')}`;
    return NextResponse.redirect(url, 308);
  }
  if (locale && segments[0] !== segmentOf(locale)) {
    segments[0] = segmentOf(locale);
    url.pathname = `/${segments.join('/')}`;
    return NextResponse.redirect(url, 308);
  }

  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    nonce,
    frameAncestors,
    connectOrigins,
    widgetOrigins: widgetSources,
    development: process.env.NODE_ENV === 'development',
  });
  // Next.js reads the nonce from the request's own policy header.
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('content-security-policy', policy);
  let response: NextResponse;
  if (locale) {
    response = NextResponse.next({ request: { headers } });
  } else {
    url.pathname = `/${segmentOf(DEFAULT_LOCALE)}${url.pathname === '/' ? '' : url.pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
  }
  response.headers.set('content-security-policy', policy);
  if (isNoindexOrigin(visitorOrigin(request)))
    response.headers.set('x-robots-tag', NOINDEX_HEADER_VALUE);
  const active = locale ?? DEFAULT_LOCALE;
  if (request.cookies.get(LOCALE_COOKIE)?.value !== encodeURIComponent(active)) {
    // A site that may be embedded keeps the cookie in cross-site frames (None needs HTTPS;
    // Partitioned keeps it where the browser blocks third-party cookies).
    const crossSite = frameAncestors.length > 0 && url.protocol === 'https:';
    response.cookies.set(LOCALE_COOKIE, encodeURIComponent(active), {
      path: '/',
      maxAge: 365 * 86_400,
      sameSite: crossSite ? 'none' : 'lax',
      secure: url.protocol === 'https:',
      ...(crossSite ? { partitioned: true } : {}),
    });
  }
  return response;
}

export const config = {
  // Everything but Next's own assets and files with an extension. The root is listed on its
  // own: under a basePath, the pattern alone does not match `/sports` itself.
  matcher: ['/', '/((?!_next/|api/|.*\\.[a-z0-9]+$).*)'],
};
