// Canonical and hreflang alternates per locale (x-default is the default locale), and noindex rules.
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, localizeHref, type Locale } from './locales';

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const BASE_PATH = '/sports';
const SITE_INDEXABLE = process.env.SITE_INDEXABLE !== 'false';
const NOINDEX_ORIGINS = (process.env.NOINDEX_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

const absolute = (path: string, locale: Locale) => {
  const local = localizeHref(path, locale);
  return `${SITE_URL}${BASE_PATH}${local === '/' ? '' : local}`;
};

function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const candidate of LOCALES) languages[candidate] = absolute(path, candidate);
  languages['x-default'] = absolute(path, DEFAULT_LOCALE);
  return { canonical: absolute(path, locale), languages };
}

/**
 * Whether pages served at this origin (scheme, host and port, as the visitor asked for it) stay out
 * of search engines: NOINDEX_ORIGINS lists staging and mirror origins. The proxy answers their
 * every page with an X-Robots-Tag header, which search engines read like the robots meta tag.
 */
export function isNoindexOrigin(origin: string | null | undefined, listed = NOINDEX_ORIGINS) {
  if (!origin) return false;
  const wanted = origin.toLowerCase().replace(/\/$/, '');
  return listed.some((entry) => entry.toLowerCase().replace(/\/$/, '') === wanted);
}

/** The X-Robots-Tag value for a page of a no-index origin. */
export const NOINDEX_HEADER_VALUE = 'noindex, nofollow';

/** A page is noindex when the site is not indexable or the page opts out (origins: the proxy). */
function robotsFor(options: { pageOptOut?: boolean } = {}): Metadata['robots'] {
  const noindex = !SITE_INDEXABLE || options.pageOptOut === true;
  return noindex ? { index: false, follow: false } : { index: true, follow: true };
}

export function pageMetadata(
  title: string,
  path: string,
  locale: Locale,
  options: { pageOptOut?: boolean } = {},
): Metadata {
  return {
    title,
    alternates: alternatesFor(path, locale),
    robots: robotsFor(options),
    metadataBase: new URL(SITE_URL),
  };
}
