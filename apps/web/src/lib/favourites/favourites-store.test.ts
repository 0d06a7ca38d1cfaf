// @vitest-environment jsdom
// Favourites toggling (spec 4 and 8): optimistic, put back with the error alert when the call
// fails; a visitor's stars kept on the device and offered for merging after sign-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '@/lib/alerts';
import { ClientApiError } from '@/lib/api/client';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { addFavourite, getFavourites, removeFavourite } from './favourites-api';
import {
  discardOfferedFavourites,
  loadPlayerFavourites,
  mergeOfferedFavourites,
  showVisitorFavourites,
  toggleFavourite,
} from './favourites-store';
import { useFavourites } from './favourites-state';
import { readLocalFavourites } from './local-favourites';

vi.mock('./favourites-api', () => ({
  getFavourites: vi.fn(),
  addFavourite: vi.fn(),
  removeFavourite: vi.fn(),
}));
vi.mock('@/lib/reporting/report-error', () => ({ reportError: vi.fn() }));

const starred = (id: number) => useFavourites.getState().sets.matches.has(id);
const favourite = (id: number) => ({ type: 'matches' as const, id, created_at: '' });

async function asPlayer(matches: number[] = []) {
  vi.mocked(getFavourites).mockImplementation(async (type) =>
    type === 'matches' ? matches.map(favourite) : [],
  );
  await loadPlayerFavourites();
}

beforeEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
  useAlerts.setState({ alerts: [] });
  useAuthModal.setState({ current: null });
  useFavourites.setState({ owner: 'unknown', offered: null });
});

describe('a player toggling a favourite', () => {
  it('shows the star at once and keeps it when the call succeeds', async () => {
    await asPlayer();
    vi.mocked(addFavourite).mockResolvedValue(favourite(7));
    const call = toggleFavourite('matches', 7);
    expect(starred(7)).toBe(true);
    await call;
    expect(starred(7)).toBe(true);
    expect(addFavourite).toHaveBeenCalledWith('matches', 7);
    expect(useAlerts.getState().alerts).toEqual([]);
  });

  it('puts the star back and shows the error alert when the call fails', async () => {
    await asPlayer([7]);
    vi.mocked(removeFavourite).mockRejectedValue(
      new ClientApiError(503, 'UNAVAILABLE', 'error.unavailable'),
    );
    const call = toggleFavourite('matches', 7);
    expect(starred(7)).toBe(false);
    await call;
    expect(starred(7)).toBe(true);
    expect(useAlerts.getState().alerts).toMatchObject([
      { kind: 'error', title: 'favourites.error.title' },
    ]);
  });

  it('does not undo a later toggle when an earlier call fails', async () => {
    await asPlayer();
    let fail: (error: unknown) => void = () => undefined;
    vi.mocked(addFavourite).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    vi.mocked(removeFavourite).mockResolvedValue(null);
    const first = toggleFavourite('matches', 7);
    await toggleFavourite('matches', 7);
    fail(new ClientApiError(500, 'UNKNOWN', 'global-error.default.title'));
    await first;
    expect(starred(7)).toBe(false);
  });

  it('shows no alert for a session that ended (the sign-out handles it)', async () => {
    await asPlayer();
    vi.mocked(addFavourite).mockRejectedValue(
      new ClientApiError(401, 'UNAUTHORIZED', 'error.unauthorized'),
    );
    await toggleFavourite('matches', 7);
    expect(starred(7)).toBe(false);
    expect(useAlerts.getState().alerts).toEqual([]);
  });
});

describe("a visitor's favourites", () => {
  it('are kept on the device, and starring one asks the visitor to sign in', async () => {
    showVisitorFavourites();
    await toggleFavourite('matches', 7);
    expect(starred(7)).toBe(true);
    expect(addFavourite).not.toHaveBeenCalled();
    expect(readLocalFavourites().matches).toEqual(new Set([7]));
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in', reason: 'favourites' });
    // Unstarring does not ask again.
    useAuthModal.setState({ current: null });
    await toggleFavourite('matches', 7);
    expect(readLocalFavourites().matches).toEqual(new Set());
    expect(useAuthModal.getState().current).toBeNull();
  });

  it('are offered after sign-in when the player does not hold them, and merged', async () => {
    showVisitorFavourites();
    await toggleFavourite('matches', 7);
    await toggleFavourite('matches', 8);
    await asPlayer([8]);
    expect(useFavourites.getState().offered?.matches).toEqual(new Set([7]));
    vi.mocked(addFavourite).mockResolvedValue(favourite(7));
    await mergeOfferedFavourites();
    expect(addFavourite).toHaveBeenCalledTimes(1);
    expect(addFavourite).toHaveBeenCalledWith('matches', 7);
    expect(starred(7) && starred(8)).toBe(true);
    expect(useFavourites.getState().offered).toBeNull();
    expect(readLocalFavourites().matches.size).toBe(0);
  });

  it('are dropped when the player discards them, and not offered when already held', async () => {
    showVisitorFavourites();
    await toggleFavourite('matches', 7);
    await asPlayer();
    discardOfferedFavourites();
    expect(starred(7)).toBe(false);
    expect(readLocalFavourites().matches.size).toBe(0);

    showVisitorFavourites();
    await toggleFavourite('matches', 9);
    await asPlayer([9]);
    expect(useFavourites.getState().offered).toBeNull();
  });
});
