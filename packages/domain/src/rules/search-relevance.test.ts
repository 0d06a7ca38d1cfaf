import { describe, expect, it } from 'vitest';
import { rankSearchResults, searchHighlight } from './search-relevance';

const event = (id: number, names: string[], live = false, startTime = id * 1000) => ({
  id,
  names,
  live,
  startTime,
});

describe('search ranks by relevance (name prefix and word matches, then live, then start time)', () => {
  it('"ars" finds Arsenal before Dallas Stars and Marseille, whatever their start times', () => {
    const ranked = rankSearchResults('ars', [
      event(1, ['Dallas Stars', 'Chicago Blackhawks', 'NHL'], true),
      event(2, ['Marseille', 'Lyon', 'Ligue 1']),
      event(3, ['Arsenal', 'Chelsea', 'Premier League'], false, 99_000),
    ]);
    expect(ranked.map((e) => e.id)).toEqual([3, 1, 2]);
  });

  it('a word of a name that starts with the query comes before a name that only contains it', () => {
    const ranked = rankSearchResults('man', [
      event(1, ['Germany']),
      event(2, ['Manchester United']),
      event(3, ['Borussia Mönchengladbach']),
      event(4, ['Real Madrid', 'Isle of Man Cup']),
    ]);
    expect(ranked.map((e) => e.id)).toEqual([2, 4, 1]);
  });

  it('at equal relevance, live comes first, then the earlier start', () => {
    const ranked = rankSearchResults('united', [
      event(1, ['Leeds United'], false, 3000),
      event(2, ['Newcastle United'], true, 9000),
      event(3, ['Sheffield United'], false, 1000),
    ]);
    expect(ranked.map((e) => e.id)).toEqual([2, 3, 1]);
  });

  it('ignores case, accents and the spaces around the query; absent names are skipped', () => {
    expect(
      rankSearchResults('  atletico ', [event(1, ['Atlético Madrid', '']), event(2, [])]),
    ).toHaveLength(1);
    // A word start of an accented, upper-case name ranks above a match inside a word.
    const ranked = rankSearchResults('MADR', [
      event(1, ['Ximadrid FC']),
      event(2, ['Atlético Madrid']),
      event(3, ['Porto']),
    ]);
    expect(ranked.map((e) => e.id)).toEqual([2, 1]);
  });

  it('highlights the best match in the name as written', () => {
    expect(searchHighlight('Arsenal', 'ars')).toEqual([0, 3]);
    expect(searchHighlight('Dallas Stars', 'ars')).toEqual([9, 12]);
    expect(searchHighlight('Atlético Madrid', 'tico')).toEqual([4, 8]);
    // A word start wins over an earlier match inside a word.
    expect(searchHighlight('Hamburger SV Hamm', 'ham')).toEqual([0, 3]);
    expect(searchHighlight('Lamham Hamm', 'ham')).toEqual([7, 10]);
    expect(searchHighlight('Chelsea', 'ars')).toBeNull();
  });
});
