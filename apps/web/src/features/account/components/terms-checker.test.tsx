// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '@/lib/alerts';
import { usePlayer, type PlayerProfile } from '@/lib/session/player-store';
import { useTermsCheck } from '@/lib/session/terms-check-store';
import { fakeApi } from '@/testing/fake-api';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { TermsChecker } from './terms-checker';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const api = fakeApi();
resetBetweenTests(usePlayer, useAlerts);

const signedIn = () =>
  usePlayer.setState({
    authStatus: 'LOGGED_IN',
    profile: { id: 'p-1', name: 'Ada' } as unknown as PlayerProfile,
    accounts: [],
  });

describe('the terms checker', () => {
  beforeEach(() => {
    api.on('POST', '/api/platform/player/terms', (request) => ({
      body: {
        version: (request.body as { version: string }).version,
        accepted: true,
        accepted_at: 'now',
      },
    }));
  });

  it('asks a signed-in player to accept a new version, and accepting it sends that version', async () => {
    api.on('GET', '/api/platform/player/terms', {
      body: { version: '2027-01', accepted: false, accepted_at: null },
    });
    signedIn();
    const { user } = renderPage(<TermsChecker locale="en" />);
    const dialog = await screen.findByRole('dialog', { name: en('terms.checker.title') });
    expect(dialog.textContent).toContain(en('terms.checker.body', { version: '2027-01' }));
    await user.click(screen.getByRole('button', { name: en('terms.checker.accept') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo('POST', '/api/platform/player/terms')[0]!.body).toEqual({
      version: '2027-01',
    });
  });

  it('stays closed for a player who accepted, and for a visitor', async () => {
    api.on('GET', '/api/platform/player/terms', {
      body: { version: '2027-01', accepted: true, accepted_at: 'then' },
    });
    renderPage(<TermsChecker locale="en" />);
    expect(api.sent).toEqual([]);
    signedIn();
    await waitFor(() => expect(api.sentTo('GET', '/api/platform/player/terms')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('looks again when a bet is refused for the terms, after "Not now"', async () => {
    api.on('GET', '/api/platform/player/terms', {
      body: { version: '2027-01', accepted: false, accepted_at: null },
    });
    signedIn();
    const { user } = renderPage(<TermsChecker locale="en" />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: en('terms.checker.later') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => useTermsCheck.getState().require());
    expect(await screen.findByRole('dialog', { name: en('terms.checker.title') })).toBeTruthy();
  });
});
