// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { fakeApi } from '@/testing/fake-api';
import { eurAccount, profile, sbSettings, systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { AuthModals } from './auth-modals';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ refresh: vi.fn() }),
}));

const api = fakeApi()
  .on('GET', '/api/sb/system', { body: systemData() })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
  .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
resetBetweenTests(useAuthModal, usePlayer, useSettings);
afterEach(() => {
  getQueryClient().clear();
  window.history.replaceState(null, '', '/');
});

describe('an account dialog', () => {
  it('opens as a modal over the page, which stops scrolling until it closes', async () => {
    const { user } = renderPage(
      <>
        <button type="button" onClick={() => useAuthModal.getState().open({ modal: 'sign_in' })}>
          Open sign-in
        </button>
        <AuthModals />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: en('auth.sign-in.title') });
    expect(document.body.dataset.scroll).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: en('auth.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.dataset.scroll).toBe('top');
  });

  it('closes on Escape (the dialog’s cancel)', async () => {
    renderPage(<AuthModals />);
    useAuthModal.getState().open({ modal: 'sign_in' });
    const dialog = await screen.findByRole('dialog', { name: en('auth.sign-in.title') });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(useAuthModal.getState().current).toBeNull());
  });

  it('starts a new form for another request', async () => {
    const { user } = renderPage(<AuthModals />);
    useAuthModal.getState().open({ modal: 'sign_in' });
    const dialog = await screen.findByRole('dialog', { name: en('auth.sign-in.title') });
    await user.type(within(dialog).getByRole('textbox', { name: en('auth.login') }), 'ada@');
    useAuthModal.getState().open({ modal: 'sign_in', params: { login: 'bob@example.com' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: en('auth.login') })).toHaveProperty(
        'value',
        'bob@example.com',
      ),
    );
  });
});

describe('a non-closable missed-authentication-fields dialog opens when a logged-in profile lists missing fields', () => {
  const incomplete = profile({
    first_name: null,
    last_name: null,
    auth_fields_missed: ['first_name', 'last_name'],
  });

  async function signInIncomplete() {
    api.on('GET', '/api/platform/player', { body: incomplete });
    renderPage(<AuthModals />);
    await usePlayer.getState().load();
    return screen.findByRole('dialog', { name: en('auth.missed-fields.title') });
  }

  it('opens by itself after the profile load and asks for the missing fields', async () => {
    const dialog = await signInIncomplete();
    expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Nickname' })).toBeNull();
  });

  it('has no close button, ignores Escape, and cannot be replaced by another dialog', async () => {
    const dialog = await signInIncomplete();
    expect(within(dialog).queryByRole('button', { name: en('auth.close') })).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    useAuthModal.getState().close();
    useAuthModal.getState().open({ modal: 'sign_up' });
    await settle();
    expect(useAuthModal.getState().current).toEqual({ modal: 'missed_auth_fields' });
    expect(screen.getByRole('dialog', { name: en('auth.missed-fields.title') })).toBe(dialog);
  });

  it('comes straight back when the browser closes it', async () => {
    const dialog = (await signInIncomplete()) as HTMLDialogElement;
    dialog.close();
    expect(dialog.open).toBe(true);
  });

  it('asks for each field before saving', async () => {
    const dialog = await signInIncomplete();
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await within(dialog).findByRole('textbox', { name: 'First name' });
    await user.click(within(dialog).getByRole('button', { name: en('auth.missed-fields.submit') }));
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo('PATCH', '/api/platform/player')).toEqual([]);
  });

  it('saves the fields with PATCH /player and lets the player go once none is missing', async () => {
    const dialog = await signInIncomplete();
    const user = (await import('@testing-library/user-event')).default.setup();
    const complete = profile({ auth_fields_missed: [] });
    api.on('PATCH', '/api/platform/player', { body: complete });
    await user.type(await within(dialog).findByRole('textbox', { name: 'First name' }), ' Ada ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    api.on('GET', '/api/platform/player', { body: complete });
    await user.click(within(dialog).getByRole('button', { name: en('auth.missed-fields.submit') }));
    await waitFor(() => expect(useAuthModal.getState().current).toBeNull());
    expect(api.sentTo('PATCH', '/api/platform/player')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('is released when the player signs out', async () => {
    await signInIncomplete();
    api.on('DELETE', '/api/platform/users/sign_out', { status: 204 });
    await usePlayer.getState().signOut();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('URL hash values and the modal query parameter open the matching auth modal and are then removed from the URL', () => {
  const visitor = () =>
    api.on('GET', '/api/platform/player', { status: 401, body: { code: 'UNAUTHORIZED' } });

  it('#signIn opens sign-in for a visitor and leaves the rest of the URL', async () => {
    visitor();
    window.history.replaceState(null, '', '/sports/live?sport=soccer#signIn');
    renderPage(<AuthModals />);
    await usePlayer.getState().load();
    expect(await screen.findByRole('dialog', { name: en('auth.sign-in.title') })).toBeTruthy();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/sports/live?sport=soccer',
    );
  });

  it('?modal=signUp opens sign-up', async () => {
    visitor();
    window.history.replaceState(null, '', '/sports?modal=signUp&btag=x');
    renderPage(<AuthModals />);
    await usePlayer.getState().load();
    expect(await screen.findByRole('dialog', { name: en('auth.sign-up.title') })).toBeTruthy();
    expect(new URL(window.location.href).searchParams.has('modal')).toBe(false);
  });

  it('a signed-in player following a sign-in link stays where they are', async () => {
    api.on('GET', '/api/platform/player', { body: profile() });
    window.history.replaceState(null, '', '/sports#signIn');
    renderPage(<AuthModals />);
    await usePlayer.getState().load();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('a hash set later on the page opens its dialog too', async () => {
    visitor();
    window.history.replaceState(null, '', '/sports');
    renderPage(<AuthModals />);
    await usePlayer.getState().load();
    window.location.hash = 'passwordNew';
    expect(
      await screen.findByRole('dialog', { name: en('auth.forgot-password.title') }),
    ).toBeTruthy();
  });
});
