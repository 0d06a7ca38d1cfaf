// FormatJS for server components (react-intl's provider is client-only).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, localeFromSegment, type Locale } from './locales';
import { MESSAGES, type CompiledMessages } from './messages';

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

const compiled = new Map<Locale, CompiledMessages>();

/**
 * The locale's catalogue parsed into FormatJS message trees, for the browser: the client bundle
 * formats them without carrying the ICU parser (the browser build aliases it to FormatJS's
 * no-parser entry). Parsed once per locale.
 */
export function compiledMessages(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(MESSAGES[locale]).map(([id, text]) => [id, parse(text)]),
    ) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
