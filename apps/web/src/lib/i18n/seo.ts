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

/** A page is noindex when the site is not indexable, the page opts out, or the origin is listed. */
function robotsFor(
  options: { pageOptOut?: boolean; origin?: string | null } = {},
): Metadata['robots'] {
  const listed = !!options.origin && NOINDEX_ORIGINS.some((origin) => origin === options.origin);
  const noindex = !SITE_INDEXABLE || options.pageOptOut === true || listed;
  return noindex ? { index: false, follow: false } : { index: true, follow: true };
}

export function pageMetadata(
  title: string,
  path: string,
  locale: Locale,
  options: { pageOptOut?: boolean; origin?: string | null } = {},
): Metadata {
  return {
    title,
    alternates: alternatesFor(path, locale),
    robots: robotsFor(options),
    metadataBase: new URL(SITE_URL),
  };
}
