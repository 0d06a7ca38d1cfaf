// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAlerts } from '@/lib/alerts';
import { loadFavouritesStore, useFavourites } from '@/lib/favourites/favourites-state';
import { emptySets, readLocalFavourites } from '@/lib/favourites/local-favourites';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { FavouriteStar } from './favourite-star';

const api = fakeApi();
resetBetweenTests(useFavourites, useAlerts, useAuthModal);
// On a page the favourites sync has loaded the stars' code before any star is enabled.
beforeAll(async () => {
  await loadFavouritesStore();
});

const NAME = 'Arsenal vs Chelsea';
const star = () => screen.getByRole('button', { name: en('favourites.toggle', { name: NAME }) });
const pressed = () => star().getAttribute('aria-pressed');

function renderStar(owner: 'unknown' | 'visitor' | 'player', starred: number[] = []) {
  useFavourites.setState({
    owner,
    sets: { ...emptySets(), matches: new Set(starred) },
    offered: null,
  });
  return renderPage(<FavouriteStar type="matches" id={101} name={NAME} />);
}

describe('the favourite star', () => {
  it('is a toggle button named by what it stars, reached with the keyboard', async () => {
    const { user } = renderStar('visitor');
    expect(pressed()).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(star());
  });

  it('shows a starred item pressed', () => {
    renderStar('player', [101]);
    expect(pressed()).toBe('true');
  });

  it('waits while the session is still loading: there is nothing to keep the star against', async () => {
    const { user } = renderStar('unknown');
    expect(star()).toHaveProperty('disabled', true);
    await user.click(star());
    expect(pressed()).toBe('false');
    expect(api.sent).toEqual([]);
  });
});

describe('a visitor’s star (kept on this device)', () => {
  it('stars at once, keeps the star on this device and asks to sign in', async () => {
    const { user } = renderStar('visitor');
    await user.click(star());
    expect(pressed()).toBe('true');
    expect([...readLocalFavourites().matches]).toEqual([101]);
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in', reason: 'favourites' });
    expect(api.sent).toEqual([]);
  });

  it('takes a star off without asking to sign in', async () => {
    localStorage.setItem('sb-favourites', JSON.stringify({ matches: [101] }));
    const { user } = renderStar('visitor', [101]);
    await user.click(star());
    expect(pressed()).toBe('false');
    expect(readLocalFavourites().matches.size).toBe(0);
    expect(useAuthModal.getState().current).toBeNull();
  });
});

describe('a player’s star (kept by the API, optimistic)', () => {
  it('stars before the API answers, with POST /api/sb/favourites/matches/:id', async () => {
    const answer = heldReply({ body: { id: 101 } });
    api.on('POST', '/api/sb/favourites/matches/101', answer.responder);
    const { user } = renderStar('player');
    await user.click(star());
    expect(pressed()).toBe('true');
    expect(api.sentTo('POST', '/api/sb/favourites/matches/101')).toHaveLength(1);
    answer.release();
    await settle();
    expect(pressed()).toBe('true');
    expect(useAlerts.getState().alerts).toEqual([]);
  });

  it('takes a star off with DELETE', async () => {
    api.on('DELETE', '/api/sb/favourites/matches/101', { status: 204 });
    const { user } = renderStar('player', [101]);
    await user.click(star());
    expect(pressed()).toBe('false');
    await settle();
    expect(api.sentTo('DELETE', '/api/sb/favourites/matches/101')).toHaveLength(1);
    expect(pressed()).toBe('false');
  });

  it('puts the star back and says the change was not saved when the API refuses it', async () => {
    api.on('POST', '/api/sb/favourites/matches/101', { status: 500, body: { code: 'INTERNAL' } });
    const { user } = renderStar('player');
    await user.click(star());
    await waitFor(() => expect(pressed()).toBe('false'));
    expect(await screen.findByText(en('favourites.error.title'))).toBeTruthy();
    expect(screen.getByText(en('favourites.error.description'))).toBeTruthy();
  });

  it('puts a removed star back when the removal fails', async () => {
    api.on('DELETE', '/api/sb/favourites/matches/101', { status: 503, body: { code: 'DOWN' } });
    const { user } = renderStar('player', [101]);
    await user.click(star());
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(useAlerts.getState().alerts.map((alert) => alert.id)).toEqual(['favourites-error']);
  });

  it('keeps the latest toggle when an earlier one fails after it', async () => {
    const first = heldReply({ status: 500, body: { code: 'INTERNAL' } });
    api.on('POST', '/api/sb/favourites/matches/101', first.responder);
    api.on('DELETE', '/api/sb/favourites/matches/101', { status: 204 });
    const { user } = renderStar('player');
    await user.click(star());
    await user.click(star());
    await settle();
    expect(pressed()).toBe('false');
    first.release();
    await settle();
    // The failed star-on is not put "back" over the later star-off.
    expect(pressed()).toBe('false');
  });

  it('shows no alert when the session ended (the sign-in asks again instead)', async () => {
    api.on('POST', '/api/sb/favourites/matches/101', {
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    const { user } = renderStar('player');
    await user.click(star());
    await settle();
    expect(useAlerts.getState().alerts).toEqual([]);
  });
});
