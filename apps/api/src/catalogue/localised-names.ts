// Names in the reader's language: the catalogue keeps each name in the feed's default language
// with its translations, and answers in the locale a read asks for (else the default name).
import type { Competitor } from '@sportsbook/contracts';
import type { CompetitorRecord, NameTranslations } from './records';

/** A name in a locale: its translation when there is one, else the default name. */
export const nameIn = (name: string, names: NameTranslations | undefined, locale: string) =>
  names?.[locale] ?? name;

/**
 * The site locale a read asks for: the locale itself (case aside), else the site locale of its
 * language ("pt" and "pt-PT" read pt-BR, "de-AT" reads de), else the default (first) locale.
 * Reads resolve to a site locale, so caches hold one entry per site locale at most.
 */
export function resolveLocale(requested: string | undefined, locales: readonly string[]): string {
  const fallback = locales[0] ?? 'en';
  if (!requested) return fallback;
  const wanted = requested.toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? fallback;
}

/** A competitor as the API answers it: its name in the locale, without the translations. */
export function localCompetitor(record: CompetitorRecord, locale: string): Competitor {
  return {
    id: record.id,
    name: nameIn(record.name, record.names, locale),
    abbreviation: record.abbreviation,
    logo: record.logo,
  };
}
