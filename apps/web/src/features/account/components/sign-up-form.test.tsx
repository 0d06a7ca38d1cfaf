// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { eurAccount, profile, sbSettings, systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { AuthModals } from './auth-modals';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => router,
}));

// A site for EUR and USD players; the visitor is in Germany; the United States are blocked.
const api = fakeApi()
  .on('GET', '/api/sb/system', {
    body: systemData({ platform_settings: { platform_url: 'https://platform.example' } }),
  })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player', { status: 401, body: { code: 'UNAUTHORIZED' } });
resetBetweenTests(useAuthModal, usePlayer, useSettings);
afterEach(() => {
  getQueryClient().clear();
  router.refresh.mockClear();
});

/** POST /users answers `reply`; a new account makes the next profile load a player's. */
function platformAnswers(reply: Reply) {
  api.on('POST', '/api/platform/users', () => {
    if ((reply.status ?? 200) < 300) {
      api
        .on('GET', '/api/platform/player', reply)
        .on('GET', '/api/platform/player/accounts', { body: [eurAccount(0)] })
        .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
    }
    return reply;
  });
}

async function openSignUp() {
  const page = renderPage(<AuthModals />);
  useAuthModal.getState().open({ modal: 'sign_up' });
  const dialog = await screen.findByRole('dialog', { name: en('auth.sign-up.title') });
  const form = within(dialog);
  await form.findByRole('textbox', { name: en('auth.login') });
  const field = {
    login: () => form.getByRole('textbox', { name: en('auth.login') }),
    password: () => form.getByLabelText(en('auth.password')),
    confirmation: () => form.getByLabelText(en('auth.password-confirmation')),
    currency: () => form.getByRole('combobox', { name: en('auth.currency') }),
    country: () => form.getByRole('combobox', { name: en('auth.country') }),
    terms: () => form.getByRole('checkbox'),
  };
  const submit = async () => {
    await page.user.click(form.getByRole('button', { name: en('auth.sign-up.submit') }));
    await settle();
  };
  const fill = async (login: string, password = 'long-secret', confirmation = password) => {
    await page.user.type(field.login(), login);
    await page.user.type(field.password(), password);
    await page.user.type(field.confirmation(), confirmation);
    await page.user.click(field.terms());
  };
  const errorOf = (element: HTMLElement) => {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids
      .map((id) => document.getElementById(id))
      .filter((node) => node?.id.endsWith('-error'))
      .map((node) => node?.textContent)
      .join(' ');
  };
  return { ...page, dialog, form, field, submit, fill, errorOf };
}

describe('the sign-up dialog', () => {
  it('asks for login, password twice, currency, country and the terms', async () => {
    const page = await openSignUp();
    expect(page.field.password().getAttribute('autocomplete')).toBe('new-password');
    expect(page.form.getByText(en('auth.password-hint', { min: 8 }))).toBeTruthy();
    expect(page.form.getByText(en('auth.sign-up.login-hint'))).toBeTruthy();
    expect(page.field.terms()).toHaveProperty('checked', false);
  });

  it("offers the site's currencies, the site's default chosen", async () => {
    const page = await openSignUp();
    const options = within(page.field.currency()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['EUR', 'USD']);
    expect(page.field.currency()).toHaveProperty('value', 'EUR');
  });

  it("offers the countries by name, without the blocked ones, the visitor's chosen", async () => {
    const page = await openSignUp();
    const names = within(page.field.country())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([en('auth.choose'), 'Austria', 'Germany']);
    expect(page.field.country()).toHaveProperty('value', 'DE');
  });

  it("links the terms to the player platform's terms page", async () => {
    const page = await openSignUp();
    const link = page.form.getByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('https://platform.example/terms-and-conditions');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('switches to sign-in for a visitor who has an account', async () => {
    const page = await openSignUp();
    await page.user.click(page.form.getByRole('button', { name: en('auth.sign-in.submit') }));
    expect(await screen.findByRole('dialog', { name: en('auth.sign-in.title') })).toBeTruthy();
  });
});

describe('sign-up checks before anything is sent', () => {
  it('marks every missing field and the unaccepted terms, and sends nothing', async () => {
    const page = await openSignUp();
    await page.submit();
    expect(page.errorOf(page.field.login())).toBe(en('auth.validation.required'));
    expect(page.errorOf(page.field.password())).toBe(en('auth.validation.required'));
    expect(page.errorOf(page.field.confirmation())).toBe(en('auth.validation.required'));
    expect(page.errorOf(page.field.terms())).toBe(en('auth.validation.terms'));
    expect(page.field.terms().getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo('POST', '/api/platform/users')).toEqual([]);
  });

  it('asks for a password of at least 8 characters', async () => {
    const page = await openSignUp();
    await page.fill('ada@example.com', 'short', 'short');
    await page.submit();
    expect(page.errorOf(page.field.password())).toBe(
      en('auth.validation.password-length', { min: 8 }),
    );
  });

  it('asks for a password of at most 128 characters', async () => {
    const page = await openSignUp();
    const long = 'x'.repeat(129);
    await page.fill('ada@example.com', long, long);
    await page.submit();
    expect(page.errorOf(page.field.password())).toBe(en('auth.validation.too-long', { max: 128 }));
  });

  it('says when the repeated password differs', async () => {
    const page = await openSignUp();
    await page.fill('ada@example.com', 'long-secret', 'long-secrет');
    await page.submit();
    expect(page.errorOf(page.field.confirmation())).toBe(en('auth.validation.password-match'));
    expect(page.errorOf(page.field.password())).toBe('');
  });

  it('moves the focus to the first wrong field', async () => {
    const page = await openSignUp();
    await page.user.type(page.field.login(), 'ada@example.com');
    await page.submit();
    await waitFor(() => expect(document.activeElement).toBe(page.field.password()));
  });
});

describe('signing up (POST /users)', () => {
  it('sends the account with its first currency, country and language', async () => {
    platformAnswers({ body: profile({ confirmed: false }) });
    const page = await openSignUp();
    await page.user.selectOptions(page.field.currency(), 'USD');
    await page.user.selectOptions(page.field.country(), 'AT');
    await page.fill('Ada@Example.com');
    await page.submit();
    await waitFor(() => expect(api.sentTo('POST', '/api/platform/users')).toHaveLength(1));
    expect(api.sentTo('POST', '/api/platform/users')[0]?.body).toEqual({
      user: {
        email: 'ada@example.com',
        password: 'long-secret',
        password_confirmation: 'long-secret',
        currency: 'USD',
        country: 'AT',
        language: 'en',
      },
    });
  });

  it('signs the new player in and asks an unconfirmed e-mail account to confirm', async () => {
    platformAnswers({ body: profile({ confirmed: false }) });
    const page = await openSignUp();
    await page.fill('ada@example.com');
    await page.submit();
    const dialog = await screen.findByRole('dialog', { name: en('auth.check-email.title') });
    expect(within(dialog).getByRole('status').textContent).toBe(
      en('auth.check-email.text', { email: 'ada@example.com' }),
    );
    expect(usePlayer.getState().authStatus).toBe('LOGGED_IN');
    expect(router.refresh).toHaveBeenCalled();
    await page.user.click(
      within(dialog).getByRole('button', { name: en('auth.check-email.continue') }),
    );
    expect(useAuthModal.getState().current).toBeNull();
  });

  it('closes at once for a confirmed account', async () => {
    platformAnswers({ body: profile({ confirmed: true }) });
    const page = await openSignUp();
    await page.fill('ada@example.com');
    await page.submit();
    await waitFor(() => expect(useAuthModal.getState().current).toBeNull());
  });

  it('sends a phone account on to verify its number by SMS', async () => {
    platformAnswers({
      body: profile({ email: null, auth_phone_number: '+4915112345678', confirmed: false }),
    });
    const page = await openSignUp();
    await page.fill('+49 151 12345678');
    await page.submit();
    await waitFor(() =>
      expect(useAuthModal.getState().current).toEqual({ modal: 'phone_verification' }),
    );
    expect(api.sentTo('POST', '/api/platform/users')[0]?.body).toMatchObject({
      user: { phone: '+4915112345678' },
    });
  });
});

describe('sign-up refusals are mapped to messages, under their field when they name one', () => {
  const refusedWith = async (reply: Reply) => {
    platformAnswers(reply);
    const page = await openSignUp();
    await page.fill('ada@example.com');
    await page.submit();
    await waitFor(() => expect(api.sentTo('POST', '/api/platform/users')).toHaveLength(1));
    await settle();
    return page;
  };

  it('EMAIL_TAKEN: under the login field, which takes the focus', async () => {
    const page = await refusedWith({
      status: 422,
      body: { code: 'EMAIL_TAKEN', data: { field: 'email' } },
    });
    expect(page.errorOf(page.field.login())).toBe(en('auth.error.email_taken'));
    await waitFor(() => expect(document.activeElement).toBe(page.field.login()));
    expect(page.form.queryByRole('alert')).toBeNull();
  });

  it('PHONE_TAKEN: under the login field', async () => {
    const page = await refusedWith({
      status: 422,
      body: { code: 'PHONE_TAKEN', data: { field: 'phone' } },
    });
    expect(page.errorOf(page.field.login())).toBe(en('auth.error.phone_taken'));
  });

  it('UNSUPPORTED_CURRENCY: under the currency', async () => {
    const page = await refusedWith({ status: 422, body: { code: 'UNSUPPORTED_CURRENCY' } });
    expect(page.errorOf(page.field.currency())).toBe(en('auth.error.unsupported_currency'));
  });

  it('INVALID_COUNTRY: under the country', async () => {
    const page = await refusedWith({ status: 422, body: { code: 'INVALID_COUNTRY' } });
    expect(page.errorOf(page.field.country())).toBe(en('auth.error.invalid_country'));
  });

  it('VALIDATION_ERROR naming a field: "please check this field" under it', async () => {
    const page = await refusedWith({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        data: { issues: [{ parameter: 'user.password_confirmation' }] },
      },
    });
    expect(page.errorOf(page.field.confirmation())).toBe(en('auth.validation.invalid'));
  });

  it('VALIDATION_ERROR naming no field the form shows: above the button', async () => {
    const page = await refusedWith({
      status: 400,
      body: { code: 'VALIDATION_ERROR', data: { issues: [{ parameter: 'user.language' }] } },
    });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.validation_error'));
  });

  it('COUNTRY_BLOCKED: above the button', async () => {
    const page = await refusedWith({ status: 403, body: { code: 'COUNTRY_BLOCKED' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.country_blocked'));
  });

  it('SIGN_UP_DISABLED: above the button', async () => {
    const page = await refusedWith({ status: 403, body: { code: 'SIGN_UP_DISABLED' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.sign_up_disabled'));
  });

  it('a field error goes once the player corrects the field', async () => {
    const page = await refusedWith({
      status: 422,
      body: { code: 'EMAIL_TAKEN', data: { field: 'email' } },
    });
    await page.user.type(page.field.login(), 'x');
    expect(page.errorOf(page.field.login())).toBe('');
    expect(page.field.login().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps what the player typed after a refusal', async () => {
    const page = await refusedWith({ status: 500, body: { code: 'INTERNAL' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.default'));
    expect(page.field.login()).toHaveProperty('value', 'ada@example.com');
    expect(page.field.terms()).toHaveProperty('checked', true);
    expect(usePlayer.getState().authStatus).not.toBe('LOGGED_IN');
  });
});
