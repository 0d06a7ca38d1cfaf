// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { loadFavouritesStore, useFavourites } from '@/lib/favourites/favourites-state';
import { emptySets, readLocalFavourites } from '@/lib/favourites/local-favourites';
import { usePlayer } from '@/lib/session/player-store';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { listedMatch, sport, tournament } from '@/testing/catalogue';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { FavouriteFilter } from './favourite-filter';
import { FavouritesSync } from './favourites-sync';
import { FavouritesView } from './favourites-view';

vi.mock('next/navigation', () => ({
  usePathname: () => '/favorites',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const api = fakeApi();
resetBetweenTests(usePlayer, useFavourites, useAlerts, useAuthModal);
// On a page the favourites sync has loaded the stars' code before any star is enabled.
beforeAll(async () => {
  await loadFavouritesStore();
});
afterEach(() => getQueryClient().clear());

const bundesliga = tournament({
  id: 35,
  slug: 'bundesliga',
  name: 'Bundesliga',
  category: { id: 9, slug: 'germany', name: 'Germany' },
});
const arsenal = listedMatch(101, ['Arsenal', 'Chelsea'], { status: 1 });
const bayern = listedMatch(102, ['Bayern', 'Dortmund'], { status: 1, tournament: bundesliga });
const spurs = listedMatch(103, ['Spurs', 'Everton']);
const liverpool = listedMatch(104, ['Liverpool', 'Fulham']);

/** A signed-in player holding these stars. */
function player(stars: Partial<Record<'matches' | 'tournaments' | 'sports', number[]>>) {
  usePlayer.setState({ authStatus: 'LOGGED_IN' });
  useFavourites.setState({
    owner: 'player',
    sets: {
      matches: new Set(stars.matches ?? []),
      tournaments: new Set(stars.tournaments ?? []),
      sports: new Set(stars.sports ?? []),
    },
    offered: null,
  });
}

/** GET /api/sb/matches?favourite=1 answering live and upcoming lists by the status asked for. */
function matchesAnswer(live: unknown[], upcoming: unknown[]) {
  api.on('GET', '/api/sb/matches', (request) => ({
    body: { data: request.query.get('match_status') === '0' ? upcoming : live },
  }));
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the favourites page', () => {
  it('asks a visitor to sign in and reads nothing', async () => {
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN' });
    const { user } = renderPage(<FavouritesView locale="en" />);
    expect(screen.getByText(en('favorites.sign-in'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en('header.sign-in') }));
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
    expect(api.sent).toEqual([]);
  });

  it('asks for the starred matches, live and upcoming, in one page each', async () => {
    player({ matches: [101] });
    matchesAnswer([arsenal], []);
    renderPage(<FavouritesView locale="en" />);
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    const queries = api.sentTo('GET', '/api/sb/matches').map((r) => Object.fromEntries(r.query));
    expect(queries).toContainEqual({
      match_status: '1,2',
      favourite: '1',
      limit: '500',
      locale: 'en',
    });
    expect(queries).toContainEqual({
      match_status: '0',
      sort_by: 'start_time',
      favourite: '1',
      limit: '500',
      locale: 'en',
    });
  });

  it('shows that the lists are loading while the API has not answered', async () => {
    player({ matches: [101] });
    const answer = heldReply({ body: { data: [] } });
    api.on('GET', '/api/sb/matches', answer.responder);
    renderPage(<FavouritesView locale="en" />);
    expect(await screen.findAllByText(en('favorites.loading'))).toHaveLength(2);
    answer.release();
    await screen.findByText(en('favorites.live.empty'));
  });

  it('groups the matches by league, each group headed by country and league', async () => {
    player({ matches: [101, 102, 103, 104] });
    matchesAnswer([arsenal, bayern], [spurs, liverpool]);
    renderPage(<FavouritesView locale="en" />);
    const live = within(await waitFor(() => section(en('favorites.live'))));
    await live.findByRole('article', { name: 'Arsenal vs Chelsea' });
    const england = within(live.getByRole('region', { name: 'England · Premier League' }));
    const germany = within(live.getByRole('region', { name: 'Germany · Bundesliga' }));
    expect(england.getAllByRole('article').map((row) => row.getAttribute('aria-label'))).toEqual([
      'Arsenal vs Chelsea',
    ]);
    expect(germany.getAllByRole('article').map((row) => row.getAttribute('aria-label'))).toEqual([
      'Bayern vs Dortmund',
    ]);
    expect(
      england.getByRole('link', { name: 'England · Premier League' }).getAttribute('href'),
    ).toBe('/soccer/premier-league');

    const upcoming = within(section(en('favorites.upcoming')));
    const premier = within(upcoming.getByRole('region', { name: 'England · Premier League' }));
    expect(premier.getAllByRole('article')).toHaveLength(2);
  });

  it('takes a match off the list as soon as its star is taken off', async () => {
    player({ matches: [101, 102] });
    matchesAnswer([arsenal, bayern], []);
    api.on('DELETE', '/api/sb/favourites/matches/101', { status: 204 });
    const { user } = renderPage(<FavouritesView locale="en" />);
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    await user.click(
      screen.getByRole('button', { name: en('favourites.toggle', { name: 'Arsenal vs Chelsea' }) }),
    );
    expect(screen.queryByRole('article', { name: 'Arsenal vs Chelsea' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Bayern vs Dortmund' })).toBeTruthy();
    await settle();
    expect(api.sentTo('DELETE', '/api/sb/favourites/matches/101')).toHaveLength(1);
  });

  it('says when no favourite match is live or upcoming', async () => {
    player({});
    matchesAnswer([], []);
    renderPage(<FavouritesView locale="en" />);
    expect(await screen.findByText(en('favorites.live.empty'))).toBeTruthy();
    expect(screen.getByText(en('favorites.upcoming.empty'))).toBeTruthy();
    expect(screen.getByText(en('favorites.empty'))).toBeTruthy();
  });

  it('says the favourites could not be loaded when the API fails', async () => {
    player({ matches: [101] });
    api.on('GET', '/api/sb/matches', { status: 500, body: { code: 'INTERNAL' } });
    renderPage(<FavouritesView locale="en" />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      en('favorites.load-failed'),
      en('favorites.load-failed'),
    ]);
  });

  it('lists the starred leagues and sports as links, each with its star', async () => {
    player({ tournaments: [35], sports: [1] });
    matchesAnswer([], []);
    api
      .on('GET', '/api/sb/sports', { body: { data: [sport(), sport({ id: 2, key: 'tennis' })] } })
      .on('GET', '/api/sb/tournaments', { body: { data: [tournament(), bundesliga] } });
    renderPage(<FavouritesView locale="en" />);
    const followed = within(await screen.findByRole('region', { name: en('favorites.followed') }));
    const links = followed.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [en('sport.name.soccer'), '/soccer'],
      ['Germany · Bundesliga', '/soccer/bundesliga'],
    ]);
    expect(
      followed
        .getByRole('button', { name: en('favourites.toggle', { name: 'Germany · Bundesliga' }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reads no leagues or sports when the player follows none', async () => {
    player({ matches: [101] });
    matchesAnswer([arsenal], []);
    renderPage(<FavouritesView locale="en" />);
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(api.sentTo('GET', '/api/sb/sports')).toEqual([]);
    expect(screen.queryByRole('region', { name: en('favorites.followed') })).toBeNull();
  });
});

describe('the favourite filter of a match list', () => {
  it('links all matches and the favourites of the same list (the default locale has no segment)', () => {
    renderPage(<FavouriteFilter path="/soccer" active locale="en" />);
    const nav = within(screen.getByRole('navigation', { name: en('list.filter.label') }));
    const all = nav.getByRole('link', { name: en('list.filter.all') });
    const favourites = nav.getByRole('link', { name: en('list.filter.favourites') });
    expect(all.getAttribute('href')).toBe('/soccer');
    expect(favourites.getAttribute('href')).toBe('/soccer?favourite=1');
    expect(favourites.getAttribute('aria-current')).toBe('page');
    expect(all.getAttribute('aria-current')).toBeNull();
  });
});

describe('the stars follow the session', () => {
  const stored = (stars: Record<string, number[]>) =>
    localStorage.setItem('sb-favourites', JSON.stringify(stars));
  const held = (type: string, ids: number[]) =>
    api.on('GET', `/api/sb/favourites/${type}`, {
      body: { data: ids.map((id) => ({ id, type })) },
    });
  const signedIn = () => usePlayer.setState({ authStatus: 'LOGGED_IN' });
  const dialog = () => screen.findByRole('dialog', { name: en('favourites.merge.title') });

  beforeEach(() => {
    held('matches', []);
    held('tournaments', []);
    held('sports', []);
  });

  it('shows a visitor the stars kept on this device', async () => {
    stored({ matches: [101], sports: [1] });
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN' });
    renderPage(<FavouritesSync />);
    await waitFor(() => expect(useFavourites.getState().owner).toBe('visitor'));
    expect([...useFavourites.getState().sets.matches]).toEqual([101]);
    expect([...useFavourites.getState().sets.sports]).toEqual([1]);
    expect(api.sent).toEqual([]);
  });

  it('loads a signed-in player’s stars from the API and offers nothing when the device has none', async () => {
    held('matches', [101, 102]);
    signedIn();
    renderPage(<FavouritesSync />);
    await waitFor(() => expect(useFavourites.getState().owner).toBe('player'));
    expect([...useFavourites.getState().sets.matches]).toEqual([101, 102]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers, after sign-in, the device’s stars the player does not hold yet, counted', async () => {
    stored({ matches: [101, 103], tournaments: [35] });
    held('matches', [101]);
    signedIn();
    renderPage(<FavouritesSync />);
    const offer = await dialog();
    expect(offer.textContent).toContain(en('favourites.merge.description').replace(/\{.*/, ''));
    expect(offer.textContent).toContain('2 items');
    expect(useFavourites.getState().offered?.matches).toEqual(new Set([103]));
  });

  it('adds the offered stars with one POST each and forgets them on the device', async () => {
    stored({ matches: [103], tournaments: [35] });
    api
      .on('POST', '/api/sb/favourites/matches/103', { body: { id: 103 } })
      .on('POST', '/api/sb/favourites/tournaments/35', { body: { id: 35 } });
    signedIn();
    const { user } = renderPage(<FavouritesSync />);
    await dialog();
    await user.click(screen.getByRole('button', { name: en('favourites.merge.add') }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo('POST', '/api/sb/favourites/matches/103')).toHaveLength(1);
    expect(api.sentTo('POST', '/api/sb/favourites/tournaments/35')).toHaveLength(1);
    expect(useFavourites.getState().sets.matches.has(103)).toBe(true);
    expect(useFavourites.getState().sets.tournaments.has(35)).toBe(true);
    expect(localStorage.getItem('sb-favourites')).toBeNull();
  });

  it('leaves out, silently, a starred item gone from the catalogue since (404)', async () => {
    stored({ matches: [103] });
    api.on('POST', '/api/sb/favourites/matches/103', { status: 404, body: { code: 'NOT_FOUND' } });
    signedIn();
    const { user } = renderPage(<FavouritesSync />);
    await dialog();
    await user.click(screen.getByRole('button', { name: en('favourites.merge.add') }));
    await settle();
    expect(useFavourites.getState().sets.matches.has(103)).toBe(false);
    expect(useAlerts.getState().alerts).toEqual([]);
  });

  it('takes back and reports a star the API failed to add', async () => {
    stored({ matches: [103] });
    api.on('POST', '/api/sb/favourites/matches/103', { status: 500, body: { code: 'INTERNAL' } });
    signedIn();
    const { user } = renderPage(<FavouritesSync />);
    await dialog();
    await user.click(screen.getByRole('button', { name: en('favourites.merge.add') }));
    await settle();
    expect(useFavourites.getState().sets.matches.has(103)).toBe(false);
    expect(await screen.findByText(en('favourites.error.title'))).toBeTruthy();
  });

  it('discards the device’s stars without sending them', async () => {
    stored({ matches: [103] });
    signedIn();
    const { user } = renderPage(<FavouritesSync />);
    await dialog();
    await user.click(screen.getByRole('button', { name: en('favourites.merge.discard') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
    expect(readLocalFavourites()).toEqual(emptySets());
  });

  it('keeps the device’s stars for the next sign-in when the offer is dismissed with Escape', async () => {
    stored({ matches: [103] });
    signedIn();
    renderPage(<FavouritesSync />);
    const offer = await dialog();
    offer.dispatchEvent(new Event('cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...readLocalFavourites().matches]).toEqual([103]);
  });
});
