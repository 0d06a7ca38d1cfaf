import { describe, expect, it } from 'vitest';
import { readAllPages } from './read-all-pages';

const pages = [
  [1, 2],
  [3, 4],
  [4, 5],
].map((ids) => ({
  data: ids.map((id) => ({ id })),
  pagination: { last_page: 3 },
}));

describe('catalogue reads follow last_page to the last page', () => {
  it('reads every page and keeps an item read twice (it moved between reads) once', async () => {
    const asked: number[] = [];
    const items = await readAllPages(
      (page) => {
        asked.push(page);
        return Promise.resolve(pages[page - 1]!);
      },
      (item) => item.id,
    );
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a single page is read once', async () => {
    let reads = 0;
    const items = await readAllPages(
      () => {
        reads += 1;
        return Promise.resolve({ data: [{ id: 7 }], pagination: { last_page: 1 } });
      },
      (item) => item.id,
    );
    expect(reads).toBe(1);
    expect(items).toEqual([{ id: 7 }]);
  });
});
