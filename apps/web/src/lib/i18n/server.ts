// FormatJS for server components (react-intl's provider is client-only).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, localeFromSegment, type Locale } from './locales';
import { MESSAGES } from './messages';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

export function getIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: MESSAGES[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The locale of a route's `[locale]` segment; anything else is a 404. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = localeFromSegment((await params).locale);
  if (!locale) notFound();
  return locale;
}
