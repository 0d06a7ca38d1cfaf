// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { fakeApi, heldReply, type Reply } from '@/testing/fake-api';
import { eurAccount, profile, sbSettings, systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { AuthModals } from './auth-modals';

// Next.js's router: the form refreshes the server-rendered parts of the page after signing in.
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => router,
}));

const api = fakeApi()
  .on('GET', '/api/sb/system', { body: systemData() })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player', { status: 401, body: { code: 'UNAUTHORIZED' } });
resetBetweenTests(useAuthModal, usePlayer, useSettings);
afterEach(() => {
  getQueryClient().clear();
  router.refresh.mockClear();
  delete document.body.dataset.country;
});

/** The platform's answer to POST /users/sign_in; a good one makes the next profile load a player's. */
function platformAnswers(signIn: Reply | (() => Promise<Reply>)) {
  api.on('POST', '/api/platform/users/sign_in', async () => {
    const reply = typeof signIn === 'function' ? await signIn() : signIn;
    if ((reply.status ?? 200) < 300) {
      api
        .on('GET', '/api/platform/player', { body: profile() })
        .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
        .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
    }
    return reply;
  });
}

async function openSignIn(
  request: Parameters<ReturnType<typeof useAuthModal.getState>['open']>[0] = { modal: 'sign_in' },
) {
  const page = renderPage(<AuthModals />);
  useAuthModal.getState().open(request);
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  const form = within(dialog);
  const login = () => form.getByRole('textbox', { name: en('auth.login') });
  const password = () => form.getByLabelText(en('auth.password'));
  const submit = () => form.getByRole('button', { name: en('auth.sign-in.submit') });
  const signInWith = async (loginText: string, passwordText: string) => {
    if (loginText) await page.user.type(login(), loginText);
    if (passwordText) await page.user.type(password(), passwordText);
    await page.user.click(submit());
    await settle();
  };
  /** The message under a field (its aria-describedby). */
  const errorOf = (field: HTMLElement) => {
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  };
  return { ...page, dialog, form, login, password, submit, signInWith, errorOf };
}

describe('the sign-in dialog', () => {
  it('is a modal named by its title, asking for e-mail or phone and password', async () => {
    const page = await openSignIn();
    expect(page.dialog.hasAttribute('open')).toBe(true);
    expect(page.login().getAttribute('autocomplete')).toBe('username');
    expect(page.password().getAttribute('type')).toBe('password');
    expect(page.form.getByText(en('auth.demo-hint'))).toBeTruthy();
  });

  it('puts the focus in the login field', async () => {
    const page = await openSignIn();
    await waitFor(() => expect(document.activeElement).toBe(page.login()));
  });

  it('says the session expired when it reopens for that reason (sign-out: if the session expired, sign-in is opened again)', async () => {
    const page = await openSignIn({ modal: 'sign_in', reason: 'session_expired' });
    expect(page.form.getByText(en('auth.session-expired'))).toBeTruthy();
  });

  it('fills in the login it was opened with', async () => {
    const page = await openSignIn({ modal: 'sign_in', params: { login: 'ada@example.com' } });
    expect(page.login()).toHaveProperty('value', 'ada@example.com');
  });

  it('closes with its close button', async () => {
    const page = await openSignIn();
    await page.user.click(page.form.getByRole('button', { name: en('auth.close') }));
    expect(useAuthModal.getState().current).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to sign-up and to the password reset, taking the login along', async () => {
    const page = await openSignIn();
    await page.user.type(page.login(), 'ada@example.com');
    await page.user.click(page.form.getByRole('button', { name: en('auth.forgot-password.link') }));
    expect(useAuthModal.getState().current).toEqual({
      modal: 'forgot_password',
      params: { login: 'ada@example.com' },
    });
    expect(
      await screen.findByRole('dialog', { name: en('auth.forgot-password.title') }),
    ).toBeTruthy();
  });

  it('offers sign-up to a visitor without an account', async () => {
    const page = await openSignIn();
    await page.user.click(page.form.getByRole('button', { name: en('auth.sign-up.submit') }));
    expect(await screen.findByRole('dialog', { name: en('auth.sign-up.title') })).toBeTruthy();
  });
});

describe('sign-in checks before anything is sent', () => {
  it('asks for both fields when they are empty, and sends nothing', async () => {
    const page = await openSignIn();
    await page.signInWith('', '');
    expect(page.login().getAttribute('aria-invalid')).toBe('true');
    expect(page.errorOf(page.login())).toBe(en('auth.validation.required'));
    expect(page.errorOf(page.password())).toBe(en('auth.validation.required'));
    expect(api.sentTo('POST', '/api/platform/users/sign_in')).toEqual([]);
  });

  it('moves the focus to the first wrong field', async () => {
    const page = await openSignIn();
    await page.user.type(page.password(), 'secret-pass');
    await page.user.click(page.submit());
    await waitFor(() => expect(document.activeElement).toBe(page.login()));
  });

  it('asks for an e-mail address or a phone number with its country code', async () => {
    const page = await openSignIn();
    await page.signInWith('ada@', 'secret-pass');
    expect(page.errorOf(page.login())).toBe(en('auth.validation.login'));
  });

  it('asks for the country code of a phone number', async () => {
    const page = await openSignIn();
    await page.signInWith('0151 1234', 'secret-pass');
    expect(page.errorOf(page.login())).toBe(en('auth.validation.phone'));
  });

  it('drops the error of a field once the player changes it', async () => {
    const page = await openSignIn();
    await page.signInWith('', 'secret-pass');
    await page.user.type(page.login(), 'a');
    expect(page.login().getAttribute('aria-invalid')).toBeNull();
    expect(page.errorOf(page.login())).toBe('');
  });
});

describe('signing in (POST /users/sign_in)', () => {
  it('sends the e-mail (lower-cased) and password, loads the profile and closes', async () => {
    platformAnswers({ body: profile() });
    const page = await openSignIn();
    await page.signInWith('Ada@Example.com', 'secret-pass');
    await waitFor(() => expect(useAuthModal.getState().current).toBeNull());
    const [sent] = api.sentTo('POST', '/api/platform/users/sign_in');
    expect(sent?.body).toEqual({ user: { email: 'ada@example.com', password: 'secret-pass' } });
    expect(sent?.headers['x-app']).toBe('sportsbook');
    expect(usePlayer.getState().authStatus).toBe('LOGGED_IN');
    expect(usePlayer.getState().profile?.name).toBe('Ada Lovelace');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('sends a phone number in E.164, as the platform stores it', async () => {
    platformAnswers({ body: profile({ email: null, auth_phone_number: '+4915112345678' }) });
    const page = await openSignIn();
    await page.signInWith('0049 151 1234-5678', 'secret-pass');
    await waitFor(() => expect(api.sentTo('POST', '/api/platform/users/sign_in')).toHaveLength(1));
    expect(api.sentTo('POST', '/api/platform/users/sign_in')[0]?.body).toEqual({
      user: { phone: '+4915112345678', password: 'secret-pass' },
    });
  });

  it('shows the request under way and sends it once however often the button is pressed', async () => {
    const answer = heldReply({ body: profile() });
    platformAnswers(answer.responder);
    const page = await openSignIn();
    await page.signInWith('ada@example.com', 'secret-pass');
    expect(page.submit().getAttribute('aria-busy')).toBe('true');
    await page.user.click(page.submit());
    expect(api.sentTo('POST', '/api/platform/users/sign_in')).toHaveLength(1);
    answer.release();
    await waitFor(() => expect(useAuthModal.getState().current).toBeNull());
  });
});

describe('sign-in refusals are mapped to messages', () => {
  const refused = async (reply: Reply) => {
    platformAnswers(reply);
    const page = await openSignIn();
    await page.signInWith('ada@example.com', 'wrong-pass');
    await waitFor(() => expect(page.form.getByRole('alert')).toBeTruthy());
    return page;
  };

  it('INVALID_CREDENTIALS: wrong e-mail, phone or password (and the visitor stays signed out)', async () => {
    const page = await refused({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.invalid_credentials'));
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
    expect(usePlayer.getState().authStatus).not.toBe('LOGGED_IN');
  });

  it('ACCOUNT_LOCKED: says so and offers the unlock link again, for the login typed', async () => {
    const page = await refused({ status: 401, body: { code: 'ACCOUNT_LOCKED' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.account_locked'));
    await page.user.click(page.form.getByRole('button', { name: en('auth.resend-unlock.link') }));
    expect(useAuthModal.getState().current).toEqual({
      modal: 'resend_unlock_instructions',
      params: { login: 'ada@example.com' },
    });
  });

  it('UNCONFIRMED: asks to confirm the e-mail and offers the confirmation e-mail again', async () => {
    const page = await refused({ status: 401, body: { code: 'UNCONFIRMED' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.unconfirmed'));
    await page.user.click(
      page.form.getByRole('button', { name: en('auth.resend-confirmation.link') }),
    );
    expect(useAuthModal.getState().current).toEqual({
      modal: 'resend_confirmation_instructions',
      params: { login: 'ada@example.com' },
    });
  });

  it('TOO_MANY_REQUESTS: asks to wait a minute', async () => {
    const page = await refused({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.too_many_requests'));
  });

  it('COUNTRY_BLOCKED: not available in the visitor’s country', async () => {
    const page = await refused({ status: 403, body: { code: 'COUNTRY_BLOCKED' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.country_blocked'));
  });

  it('SELF_EXCLUDED: a self-exclusion refuses the sign-in until it ends', async () => {
    const page = await refused({
      status: 403,
      body: {
        code: 'SELF_EXCLUDED',
        message: 'error.limits.self_excluded',
        data: { type: 'self_exclusion', until: '2027-06-01T00:00:00.000Z' },
      },
    });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.self_excluded'));
  });

  it('TIMED_OUT: a time-out refuses the sign-in until it ends', async () => {
    const page = await refused({ status: 403, body: { code: 'TIMED_OUT' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.timed_out'));
  });

  it('an unknown code: the default refusal', async () => {
    const page = await refused({ status: 500, body: { code: 'SOMETHING_NEW' } });
    expect(page.form.getByRole('alert').textContent).toBe(en('auth.error.default'));
  });

  it('no answer at all (offline): asks to check the connection', async () => {
    api.on('POST', '/api/platform/users/sign_in', () => {
      throw new TypeError('Failed to fetch');
    });
    const page = await openSignIn();
    await page.signInWith('ada@example.com', 'secret-pass');
    expect((await page.form.findByRole('alert')).textContent).toBe(en('auth.error.network'));
  });

  it('a new attempt clears the last refusal', async () => {
    const page = await refused({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    platformAnswers({ body: profile() });
    await page.user.clear(page.password());
    await page.user.type(page.password(), 'secret-pass');
    await page.user.click(page.submit());
    await waitFor(() => expect(useAuthModal.getState().current).toBeNull());
  });
});

describe('sign-in is blocked for configured blocked country codes', () => {
  it('tells a visitor from a blocked country, by name, instead of showing the form', async () => {
    document.body.dataset.country = 'us';
    const page = await openSignIn();
    await waitFor(() =>
      expect(
        page.form.getByText(en('auth.blocked-country', { country: 'United States' })),
      ).toBeTruthy(),
    );
    expect(page.form.queryByRole('textbox', { name: en('auth.login') })).toBeNull();
    expect(page.form.queryByRole('button', { name: en('auth.forgot-password.link') })).toBeNull();
  });
});
