// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { PlayerGate } from './player-gate';

resetBetweenTests(usePlayer, useAuthModal);

describe('the page of a signed-in player', () => {
  it('waits while the session is not known yet', () => {
    usePlayer.setState({ authStatus: 'UNKNOWN' });
    renderPage(<PlayerGate>the page</PlayerGate>);
    expect(screen.getByText(en('wallet.loading')).getAttribute('role')).toBe('status');
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('asks a visitor to sign in, in place, with what signing in opens', async () => {
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN', profile: null, accounts: [] });
    const { user } = renderPage(<PlayerGate prompt="limits.sign-in">the page</PlayerGate>);
    expect(screen.getByText(en('limits.sign-in'))).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
    await user.click(screen.getByRole('button', { name: en('header.sign-in') }));
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
  });

  it('shows the page to the signed-in player', () => {
    usePlayer.setState({ authStatus: 'LOGGED_IN' });
    renderPage(<PlayerGate>the page</PlayerGate>);
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
