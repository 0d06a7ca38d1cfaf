// @vitest-environment jsdom
// The profile page: the player's details, every account with its balance, and the account pages.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { eurAccount, profile, systemData } from '@/testing/fixtures';
import { renderPage, resetBetweenTests, settle } from '@/testing/render';
import { ProfileView } from './profile-view';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const api = fakeApi();
resetBetweenTests(usePlayer);
afterEach(() => getQueryClient().clear());

const usdAccount = { ...eurAccount(0), currency: 'USD', balance: 12_50, active: false };

const phoneStatus = (phone_number: string | null, verified_status = 'not_verified') => ({
  phone_number,
  phone_country: phone_number ? 'DE' : null,
  verified_status,
  resend_timeout_until: null,
  sms_limit_reached: false,
});

async function signedIn(phone = phoneStatus(null)) {
  const system = systemData();
  api
    .on('GET', '/api/sb/system', {
      body: { ...system, features: { ...system.features, quick_deposit: true } },
    })
    .on('GET', '/api/platform/player', { body: profile({ nickname: null, country: 'DE' }) })
    .on('GET', '/api/platform/player/accounts', { body: [eurAccount(100_00), usdAccount] })
    .on('GET', '/api/platform/player/accounts?compatibility=false', { body: [eurAccount(100_00)] })
    .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
    .on('GET', '/api/platform/player/status_groups', { body: { data: [] } })
    .on('GET', '/api/platform/player/phone', { body: phone });
  await usePlayer.getState().load();
  const page = renderPage(<ProfileView locale="en" />);
  await settle();
  return page;
}

describe('the profile page', () => {
  it("shows the player's details, with Not set for what is missing", async () => {
    await signedIn();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(within(details).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(details).getByText('ada@example.com')).toBeTruthy();
    expect(within(details).getByText('Germany')).toBeTruthy();
    expect(within(details).getByText('English')).toBeTruthy();
    // No nickname and no phone.
    expect(within(details).getAllByText('Not set')).toHaveLength(2);
  });

  it('offers to add a phone, verify it or change it, in the phone dialog', async () => {
    const page = await signedIn();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    await page.user.click(
      await within(details).findByRole('button', { name: 'Add a phone number' }),
    );
    expect(useAuthModal.getState().current?.modal).toBe('phone_verification');
    page.unmount();
    getQueryClient().clear();

    await signedIn(phoneStatus('+4915112345678'));
    const unverified = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(unverified).findByText('Not verified')).toBeTruthy();
    expect(within(unverified).getByRole('button', { name: 'Verify your phone' })).toBeTruthy();
    // The number the phone dialog left is shown, though the profile was read before it.
    expect(within(unverified).getByText('+4915112345678')).toBeTruthy();
  });

  it('asks for the password before a verified phone is changed', async () => {
    const page = await signedIn(phoneStatus('+4915112345678', 'verified'));
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(details).findByText('Verified')).toBeTruthy();
    await page.user.click(within(details).getByRole('button', { name: 'Change number' }));
    expect(useAuthModal.getState().current).toMatchObject({
      modal: 'confirm_password',
      params: { next: 'phone_verification', change: '1' },
    });
  });

  it('lists every account with its balance, the one in use marked', async () => {
    await signedIn();
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    const [eur, usd] = within(wallet).getAllByRole('listitem');
    expect(eur!.textContent).toContain('In use');
    expect(eur!.textContent).toContain('€100.00');
    expect(usd!.textContent).not.toContain('In use');
    expect(usd!.textContent).toContain('$12.50');
  });

  it('opens the deposit dialog when quick deposit is on', async () => {
    const page = await signedIn();
    await page.user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(useAuthModal.getState().current?.modal).toBe('deposit');
  });

  it('links to every page of the account area', async () => {
    await signedIn();
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/profile/wallet/transactions',
      '/profile/wallet/withdraw',
      '/profile/limits',
      '/terms-and-conditions',
      '/help-center',
    ]);
  });
});
