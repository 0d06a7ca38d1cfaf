// @vitest-environment jsdom
// The site data decides whether sign-up is offered; it is read once per tab, so these cases,
// which change it, have a file of their own and run in order.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { fakeApi } from '@/testing/fake-api';
import { systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { AuthModals } from './auth-modals';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ refresh: vi.fn() }),
}));

const api = fakeApi()
  .on('GET', '/api/sb/system', { status: 503, body: { code: 'UNAVAILABLE' } })
  .on('GET', '/api/platform/player', { status: 401, body: { code: 'UNAUTHORIZED' } });
resetBetweenTests(useAuthModal);
afterEach(() => getQueryClient().clear());

async function openSignUp() {
  const page = renderPage(<AuthModals />);
  useAuthModal.getState().open({ modal: 'sign_up' });
  const dialog = await screen.findByRole('dialog', { name: en('auth.sign-up.title') });
  return { ...page, form: within(dialog) };
}

describe('sign-up needs the site data (currencies, countries)', () => {
  it('says there is no connection when the site data cannot be read, and tries again on request', async () => {
    const page = await openSignUp();
    expect((await page.form.findByRole('alert')).textContent).toBe(en('auth.error.network'));
    expect(page.form.queryByRole('textbox', { name: en('auth.login') })).toBeNull();

    api.on('GET', '/api/sb/system', { body: systemData({ sign_up_allowed: false }) });
    await page.user.click(page.form.getByRole('button', { name: en('auth.retry') }));
    // Sign-in and sign-up allowed flags control modal availability.
    expect(await page.form.findByText(en('auth.error.sign_up_disabled'))).toBeTruthy();
    expect(page.form.queryByRole('textbox', { name: en('auth.login') })).toBeNull();
  });

  it('still offers sign-in from the closed sign-up', async () => {
    const page = await openSignUp();
    await page.user.click(
      await page.form.findByRole('button', { name: en('auth.sign-in.submit') }),
    );
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
  });

  it('leaves sign-in open when only sign-up is closed', async () => {
    renderPage(<AuthModals />);
    useAuthModal.getState().open({ modal: 'sign_in' });
    const dialog = await screen.findByRole('dialog', { name: en('auth.sign-in.title') });
    expect(within(dialog).getByRole('textbox', { name: en('auth.login') })).toBeTruthy();
    expect(within(dialog).queryByText(en('auth.error.sign_in_disabled'))).toBeNull();
  });
});
