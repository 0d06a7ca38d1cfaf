// Country names in the page's language (the platform's list is in the site's first language).

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesOf(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

export const countryName = (locale: string, code: string): string =>
  namesOf(locale)?.of(code) ?? code;

/** Select options for country codes, sorted by name in the page's language. */
export function countryOptions(locale: string, codes: readonly string[]) {
  return codes
    .map((code) => ({ value: code, label: countryName(locale, code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
