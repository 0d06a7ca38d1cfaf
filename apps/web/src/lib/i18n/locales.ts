// Site locales: the first is the default and is left out of URLs unless the site asks otherwise.
import { isRtlLocale, siteLocale } from '@sportsbook/domain';

export const LOCALES = ['en', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = LOCALES[0];
/** Some sites want /sports/en/… even for the default locale. */
export const LOCALE_IN_URL = process.env.NEXT_PUBLIC_LOCALE_IN_URL === 'true';
export const LOCALE_COOKIE = 'locale';

export const segmentOf = (locale: Locale) => locale.toLowerCase();

/** The locale a URL segment or stored value names; "br" is Portuguese (Brazil). */
export const localeFromSegment = (segment: string | undefined): Locale | undefined =>
  siteLocale(segment, LOCALES);

export const directionOf = (locale: string): 'rtl' | 'ltr' => (isRtlLocale(locale) ? 'rtl' : 'ltr');

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The path of `href` (relative to /sports) in `locale`: the locale segment is rewritten or
 * removed for the default locale; query and hash are kept; external links are never touched.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (EXTERNAL.test(href)) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (localeFromSegment(segments[0])) segments.shift();
  if (locale !== DEFAULT_LOCALE || LOCALE_IN_URL) segments.unshift(segmentOf(locale));
  return `/${segments.join('/')}${rest}`;
}
