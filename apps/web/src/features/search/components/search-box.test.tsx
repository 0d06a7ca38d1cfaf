// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { listedMatch, tournament } from '@/testing/catalogue';
import { fakeApi } from '@/testing/fake-api';
import { en, renderPage, settle } from '@/testing/render';
import { HighlightedName } from './highlighted-name';
import { SearchBox } from './search-box';

vi.mock('next/navigation', () => ({
  usePathname: () => '/search',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const api = fakeApi();
afterEach(() => getQueryClient().clear());

const arsenal = listedMatch(101, ['Arsenal', 'Chelsea']);
const arsenalTula = listedMatch(102, ['Arsenal Tula', 'Rostov'], {
  tournament: tournament({
    id: 40,
    slug: 'premier-liga',
    name: 'Premier Liga',
    category: { id: 21, slug: 'russia', name: 'Russia' },
  }),
});

/** GET /api/sb/search answering the matches whose name holds the query. */
function searchAnswers(matches = [arsenal, arsenalTula]) {
  api.on('GET', '/api/sb/search', (request) => {
    const q = request.query.get('q')!.toLowerCase();
    return { body: { data: matches.filter((m) => m.name.toLowerCase().includes(q)) } };
  });
}

const box = () => screen.getByRole('searchbox', { name: en('search.label') });
/** The line the field is described by: the hint, the count or "nothing matched". */
const status = () => document.getElementById(box().getAttribute('aria-describedby')!)!;
const searchedFor = () => api.sentTo('GET', '/api/sb/search').map((r) => r.query.get('q'));

describe('the search box', () => {
  it('is a search field named by its label, with a hint of what to type', () => {
    renderPage(<SearchBox locale="en" />);
    expect(box().getAttribute('placeholder')).toBe(en('search.placeholder'));
    expect(box().getAttribute('maxlength')).toBe('50');
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe(en('search.too-short'));
  });

  it('asks for three characters and sends nothing before', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" />);
    await user.type(box(), 'Ar');
    await settle();
    expect(status().textContent).toBe(en('search.too-short'));
    expect(api.sent).toEqual([]);
  });

  it('does not count spaces around the query', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" />);
    await user.type(box(), '  Ar  ');
    await settle();
    expect(status().textContent).toBe(en('search.too-short'));
    expect(api.sent).toEqual([]);
  });

  it('searches as the player types, sends the query trimmed, and counts the results', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" />);
    await user.type(box(), 'arsenal ');
    await waitFor(() => expect(status().textContent).toBe('2 events'));
    expect(searchedFor()).toContain('ars');
    expect(searchedFor().at(-1)).toBe('arsenal');
  });

  it('lists the results by league and marks the part of each name that matched', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" />);
    await user.type(box(), 'tula');
    const row = await screen.findByRole('article', { name: 'Arsenal Tula vs Rostov' });
    expect(within(row).getByText('Tula', { selector: 'mark' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Russia · Premier Liga' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Arsenal vs Chelsea' })).toBeNull();
  });

  it('says nothing matched, quoting the query', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" />);
    await user.type(box(), 'zzz');
    await waitFor(() =>
      expect(status().textContent).toBe(en('search.no-results', { query: 'zzz' })),
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says search is not available when the API fails, and lists nothing', async () => {
    api.on('GET', '/api/sb/search', { status: 503, body: { code: 'UNAVAILABLE' } });
    const { user } = renderPage(<SearchBox locale="en" />);
    await user.type(box(), 'arsenal');
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe(
      en('search.failed'),
    );
    expect(screen.queryByRole('article')).toBeNull();
  }, 15_000);

  it('starts from the query of the address and searches it at once', async () => {
    searchAnswers();
    renderPage(<SearchBox locale="en" initial="chelsea" />);
    expect(box()).toHaveProperty('value', 'chelsea');
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(searchedFor()).toEqual(['chelsea']);
  });

  it('searches in the page language, so names are matched and answered in it', async () => {
    searchAnswers();
    renderPage(<SearchBox locale="de" initial="chelsea" />);
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(api.sentTo('GET', '/api/sb/search').map((r) => r.query.get('locale'))).toEqual(['de']);
  });

  it('asks once for a query that differs only in letter case', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" initial="arsenal" />);
    await waitFor(() => expect(status().textContent).toBe('2 events'));
    await user.clear(box());
    await user.type(box(), 'ARSENAL');
    await settle();
    expect(searchedFor().filter((q) => q?.toLowerCase() === 'arsenal')).toHaveLength(1);
  });

  it('goes back to the hint when the query is cleared', async () => {
    searchAnswers();
    const { user } = renderPage(<SearchBox locale="en" initial="arsenal" />);
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await user.clear(box());
    await waitFor(() => expect(status().textContent).toBe(en('search.too-short')));
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('a name with its match marked', () => {
  it('marks the matched part whatever its letter case', () => {
    const { container } = renderPage(<HighlightedName name="Arsenal" query="SEN" />);
    expect(container.querySelector('mark')?.textContent).toBe('sen');
    expect(container.textContent).toContain('Arsenal');
  });

  it('draws the name as it is when there is no query or no match', () => {
    const { container } = renderPage(
      <>
        <HighlightedName name="Chelsea" />
        <HighlightedName name="Everton" query="xyz" />
      </>,
    );
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toContain('ChelseaEverton');
  });
});
