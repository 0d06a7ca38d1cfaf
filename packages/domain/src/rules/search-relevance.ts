// Search results in the order a bettor expects: names that start with what was typed first, then
// names with a word that does, then names that merely contain it; live before upcoming; then by start.

/** How a name matches the query: the whole name starts with it, a word of it does, or it is inside. */
export const NAME_MATCH = { prefix: 0, word: 1, inside: 2 } as const;
export type NameMatch = (typeof NAME_MATCH)[keyof typeof NAME_MATCH];

/** Case- and accent-insensitive form for comparing names with what was typed. */
const searchFold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase();

/** Where a word starts: after a space, hyphen, dot, slash, apostrophe or bracket. */
const WORD_START = /[\s\-./'’()&]/u;

/** The start of the best match of `query` in `name`: prefix, else a word start, else anywhere. */
function bestMatch(name: string, needle: string): { at: number; kind: NameMatch } | null {
  if (!needle) return null;
  const hay = searchFold(name);
  let first = -1;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    if (at === 0) return { at, kind: NAME_MATCH.prefix };
    if (WORD_START.test(hay[at - 1] ?? '')) return { at, kind: NAME_MATCH.word };
    if (first === -1) first = at;
  }
  return first === -1 ? null : { at: first, kind: NAME_MATCH.inside };
}

/**
 * The part of a name to highlight for a query: [start, end) in the name's own characters, or null.
 * Folding removes accents only, so positions in the folded text are positions in the name once
 * the name is composed (NFC) the same way.
 */
export function searchHighlight(name: string, query: string): [number, number] | null {
  const needle = searchFold(query.trim());
  const found = bestMatch(name, needle);
  if (!found) return null;
  // Map folded positions back to the original characters (a folded character may drop marks).
  let folded = 0;
  let start = -1;
  for (let i = 0; i <= name.length; i += 1) {
    if (folded === found.at && start === -1) start = i;
    if (folded === found.at + needle.length) return [start, i];
    if (i < name.length) folded += searchFold(name[i]!).length;
  }
  return start === -1 ? null : [start, name.length];
}

export interface SearchCandidate {
  /** Team, league and country names (and the event's own name), any of them may be absent. */
  names: readonly (string | null | undefined)[];
  live: boolean;
  /** Start time, epoch milliseconds. */
  startTime: number;
  id: number;
}

/**
 * The candidates that match the query, most relevant first: the best name match (prefix, word,
 * inside), then live before not live, then the earlier start, then the lower id.
 */
export function rankSearchResults<T extends SearchCandidate>(
  query: string,
  candidates: readonly T[],
): T[] {
  const needle = searchFold(query.trim());
  const scored: { candidate: T; match: NameMatch }[] = [];
  for (const candidate of candidates) {
    let best: NameMatch | null = null;
    for (const name of candidate.names) {
      if (!name) continue;
      const kind = bestMatch(name, needle)?.kind;
      if (kind !== undefined && (best === null || kind < best)) best = kind;
    }
    if (best !== null) scored.push({ candidate, match: best });
  }
  scored.sort(
    (a, b) =>
      a.match - b.match ||
      Number(b.candidate.live) - Number(a.candidate.live) ||
      a.candidate.startTime - b.candidate.startTime ||
      a.candidate.id - b.candidate.id,
  );
  return scored.map(({ candidate }) => candidate);
}
