// Small input rules: search query length and locales (the br mapping, right-to-left).

/** Shortest and longest search query, in characters after trimming. */
export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;

/** A search query is 3 to 50 characters, spaces around it not counted. */
export function isValidSearchQuery(query: string): boolean {
  const length = [...query.trim()].length;
  return length >= SEARCH_QUERY_MIN && length <= SEARCH_QUERY_MAX;
}

/** Locale codes the platform sends that the product spells otherwise: br is Portuguese. */
const LOCALE_ALIASES: ReadonlyMap<string, string> = new Map([['br', 'pt']]);

/**
 * The site locale a code names, case-insensitively. The default mapping br → pt names the site's
 * Portuguese locale, with or without a region (pt-BR); other codes must match a locale exactly.
 */
export function siteLocale<L extends string>(
  code: string | undefined,
  locales: readonly L[],
): L | undefined {
  if (!code) return undefined;
  const wanted = code.toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const alias = LOCALE_ALIASES.get(wanted);
  if (alias === undefined) return undefined;
  return locales.find((locale) => {
    const lower = locale.toLowerCase();
    return lower === alias || lower.startsWith(`${alias}-`);
  });
}

/** Languages written right to left. */
export const RTL_LOCALES = ['ar', 'he', 'fa', 'ur'] as const;

/** Right-to-left locales: ar, he, fa, ur, with or without a region (ar-EG). */
export const isRtlLocale = (code: string): boolean =>
  (RTL_LOCALES as readonly string[]).includes(code.toLowerCase().replace(/[-_].*$/s, ''));
