// Sport names in the page's language: the feed names sports in English; the catalogue has the
// traditional sports' names per locale (esports keep their brand names from the feed).

/** What of react-intl's IntlShape (server or client) the lookup needs. */
interface Catalogue {
  messages: Record<string, unknown>;
  formatMessage(descriptor: { id: string }): string;
}

export function sportName(intl: Catalogue, sport: { key: string; name: string }): string {
  const id = `sport.name.${sport.key}`;
  return id in intl.messages ? intl.formatMessage({ id }) : sport.name;
}
