// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer, type PlayerProfile } from '@/lib/session/player-store';
import { safeLocalStorage } from '@/lib/safe-storage';
import { fakeApi } from '@/testing/fake-api';
import { systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { Reminders } from './reminders';

// The site reminds visitors to sign up and the "vip" group to deposit, both at once.
const api = fakeApi().on('GET', '/api/sb/system', {
  body: systemData({
    platform_settings: {
      sign_up_reminder_s: 0,
      deposit_reminder_group: 'vip',
      deposit_reminder_delay_s: 0,
    },
  }),
});
resetBetweenTests(usePlayer, useAuthModal);
afterEach(() => {
  document.cookie = 'deposit_reminder=; path=/; max-age=0';
  // The storage keeps a memory copy of what it wrote besides the browser's: both go.
  safeLocalStorage.removeItem('sign_up_reminder_shown');
});

const visitor = () => usePlayer.setState({ authStatus: 'NOT_LOGGED_IN', profile: null });
const player = (statuses: string[]) =>
  usePlayer.setState({
    authStatus: 'LOGGED_IN',
    profile: { id: '42', statuses } as unknown as PlayerProfile,
  });

const signUpReminder = () => screen.findByRole('dialog', { name: en('reminder.sign-up.title') });
const depositReminder = () => screen.findByRole('dialog', { name: en('reminder.deposit.title') });

describe('the sign-up reminder', () => {
  it('asks a visitor to sign up, once: the device remembers it was shown', async () => {
    visitor();
    renderPage(<Reminders />);
    const dialog = await signUpReminder();
    expect(dialog.textContent).toContain(en('reminder.sign-up.description'));
    expect(localStorage.getItem('sign_up_reminder_shown')).toBe('1');
  });

  it('opens sign-up from its button and closes', async () => {
    visitor();
    const { user } = renderPage(<Reminders />);
    await signUpReminder();
    await user.click(screen.getByRole('button', { name: en('reminder.sign-up.action') }));
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_up' });
    expect(screen.queryByRole('dialog', { name: en('reminder.sign-up.title') })).toBeNull();
  });

  it('can be put off without opening anything', async () => {
    visitor();
    const { user } = renderPage(<Reminders />);
    await signUpReminder();
    await user.click(screen.getByRole('button', { name: en('reminder.later') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAuthModal.getState().current).toBeNull();
  });

  it('is not shown again to a visitor who has seen it on this device', async () => {
    localStorage.setItem('sign_up_reminder_shown', '1');
    visitor();
    renderPage(<Reminders />);
    await waitFor(() => expect(api.sentTo('GET', '/api/sb/system').length).toBeLessThanOrEqual(1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a signed-in player', async () => {
    player([]);
    renderPage(<Reminders />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes away when the visitor signs in while it is open', async () => {
    visitor();
    renderPage(<Reminders />);
    await signUpReminder();
    act(() => player([]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the deposit reminder', () => {
  it('asks a player of the site’s group to deposit, once a day (a cookie)', async () => {
    player(['vip']);
    renderPage(<Reminders />);
    const dialog = await depositReminder();
    expect(dialog.textContent).toContain(en('reminder.deposit.description'));
    expect(document.cookie).toContain('deposit_reminder=1');
  });

  it('opens the deposit from its button', async () => {
    player(['vip']);
    const { user } = renderPage(<Reminders />);
    await depositReminder();
    await user.click(screen.getByRole('button', { name: en('reminder.deposit.action') }));
    expect(useAuthModal.getState().current).toEqual({ modal: 'deposit' });
    expect(screen.queryByRole('dialog', { name: en('reminder.deposit.title') })).toBeNull();
  });

  it('is not shown twice the same day', async () => {
    document.cookie = 'deposit_reminder=1; path=/';
    player(['vip']);
    renderPage(<Reminders />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a player outside the group, nor to a visitor', async () => {
    player(['regular']);
    renderPage(<Reminders />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain('deposit_reminder=1');
  });
});
