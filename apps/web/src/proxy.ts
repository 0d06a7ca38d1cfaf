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
  const active = locale ?? DEFAULT_LOCALE;
  if (request.cookies.get(LOCALE_COOKIE)?.value !== encodeURIComponent(active)) {
    response.cookies.set(LOCALE_COOKIE, encodeURIComponent(active), {
      path: '/',
      maxAge: 365 * 86_400,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Everything but Next's own assets and files with an extension. The root is listed on its
  // own: under a basePath, the pattern alone does not match `/sports` itself.
  matcher: ['/', '/((?!_next/|api/|.*\\.[a-z0-9]+$).*)'],
};
