// Small input rules: search query length, confirmation dates, cookie-provider values, locales.

/** Shortest and longest search query, in characters after trimming. */
export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;

/** A search query is 3 to 50 characters, spaces around it not counted. */
export function isValidSearchQuery(query: string): boolean {
  const length = [...query.trim()].length;
  return length >= SEARCH_QUERY_MIN && length <= SEARCH_QUERY_MAX;
}

/**
 * Confirmation dates "YYYY-MM-DD HH:MM:SS UTC" (optionally with .sss) → ISO 8601
 * "YYYY-MM-DDTHH:MM:SS.sssZ". Any other string, or an impossible date such as February 30,
 * is returned unchanged, so already-ISO values pass through.
 */
export function confirmationDateToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,3})? UTC$/.exec(value.trim());
  if (!match) return value;
  const iso = `${match[1]}T${match[2]}${(match[3] ?? '.').padEnd(4, '0')}Z`;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && date.toISOString() === iso ? iso : value;
}

/**
 * Cookie-provider values are "key:value" pairs separated by "|" → a record. Pairs without
 * exactly one ":" or with an empty key are ignored (an empty value is kept); keys and values
 * are trimmed; a later pair wins over an earlier one with the same key. Nothing valid gives {}.
 */
export function parseCookieProvider(value: string | undefined | null): Record<string, string> {
  const entries: [string, string][] = [];
  for (const pair of (value ?? '').split('|')) {
    const parts = pair.split(':').map((part) => part.trim());
    const [key = '', entry = ''] = parts;
    if (parts.length === 2 && key !== '') entries.push([key, entry]);
  }
  return Object.fromEntries(entries);
}

/** Locale codes the platform sends that the product spells otherwise: br is Portuguese. */
const LOCALE_ALIASES: ReadonlyMap<string, string> = new Map([['br', 'pt']]);

/** The default locale mapping (br → pt); other codes, pt-BR included, pass unchanged. */
export const mapLocale = (code: string): string => LOCALE_ALIASES.get(code.toLowerCase()) ?? code;

/** Languages written right to left. */
export const RTL_LOCALES = ['ar', 'he', 'fa', 'ur'] as const;

/** Right-to-left locales: ar, he, fa, ur, with or without a region (ar-EG). */
export const isRtlLocale = (code: string): boolean =>
  (RTL_LOCALES as readonly string[]).includes(code.toLowerCase().replace(/[-_].*$/s, ''));
