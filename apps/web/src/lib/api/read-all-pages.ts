// Paginated lists read to their last page (spec: pagination with total, page, limit, last_page).

/** A catalogue list asks for no more pages than this: 20 pages of 500 is far beyond any list. */
const MAX_PAGES = 20;

/**
 * Every page of a paginated catalogue list: the first page, then the rest up to its last_page side
 * by side. The catalogue moves between reads (a match starts, another ends), so an item read on two
 * pages is kept once, where it was first seen.
 */
export async function readAllPages<T>(
  read: (page: number) => Promise<{ data: T[]; pagination: { last_page: number } }>,
  key: (item: T) => string | number,
): Promise<T[]> {
  const first = await read(1);
  const last = Math.min(first.pagination.last_page, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) => read(i + 2)),
  );
  const seen = new Set<string | number>();
  return [first, ...rest]
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
