// Small input rules: search query length, confirmation dates, cookie-provider values, locales.

export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;

/** A search query is 3 to 50 characters, spaces around it not counted. */
export function isValidSearchQuery(query: string): boolean {
  const length = [...query.trim()].length;
  return length >= SEARCH_QUERY_MIN && length <= SEARCH_QUERY_MAX;
}

/** "YYYY-MM-DD HH:MM:SS UTC" → ISO; anything else is returned unchanged. */
export function confirmationDateToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(`${match[1]}T${match[2]}.000Z`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Cookie-provider values are "key:value" pairs separated by "|"; invalid pairs are ignored. */
export function parseCookieProvider(value: string | undefined | null): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of (value ?? '').split('|')) {
    const parts = pair.split(':');
    if (parts.length !== 2) continue;
    const [key, entry] = parts.map((part) => part.trim()) as [string, string];
    if (key === '' || entry === '') continue;
    result[key] = entry;
  }
  return result;
}

/** Locale codes the platform sends that the product spells otherwise: br is Portuguese. */
const LOCALE_ALIASES: Record<string, string> = { br: 'pt' };

/** The default locale mapping (br → pt); other codes, pt-BR included, pass unchanged. */
export const mapLocale = (code: string): string => LOCALE_ALIASES[code.toLowerCase()] ?? code;

export const RTL_LOCALES = ['ar', 'he', 'fa', 'ur'] as const;

/** Right-to-left locales: ar, he, fa, ur, with or without a region (ar-EG). */
export const isRtlLocale = (code: string): boolean =>
  (RTL_LOCALES as readonly string[]).includes(code.toLowerCase().split(/[-_]/)[0] ?? '');
