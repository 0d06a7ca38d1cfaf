import { expect, test, type Page } from './fixtures';
import {
  expectAccessible,
  headerBalance,
  signInAsDemo,
  signInAsNewPlayer,
  signUpPlayer,
} from './helpers';

/** Signs the demo player in on the sign-in page; the header then shows the account menu. */
async function signIn(page: Page) {
  await signInAsDemo(page);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

const accountMenu = (page: Page) => page.getByRole('group', { name: 'Account' });

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(accountMenu(page)).toBeVisible();
}

/** Puts the demo player back on the EUR account for the other tests. */
async function backToEuro(page: Page) {
  const res = await page.request.post('/api/platform/player/accounts', {
    headers: { 'X-App': 'sportsbook' },
    data: { currency: 'EUR' },
  });
  expect(res.ok()).toBe(true);
}

test.describe('player session', () => {
  test('a session that ends mid-visit signs out and reopens sign-in', async ({ page }) => {
    await signIn(page);
    await page.context().clearCookies({ name: 'player_session' });
    // Opening the account menu reads the accounts: a player call that now answers 401. The page's
    // own player calls (the play-time session, the terms check) may meet their 401 first and sign
    // out before the click lands: either way the sign-in dialog opens.
    await page
      .getByRole('button', { name: 'Account' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });

  test('signing out returns to the visitor header', async ({ page }) => {
    await signIn(page);
    await openAccountMenu(page);
    await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  });

  test('the header sign-in opens the dialog in place', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/sports/live');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/sports\/live$/);
  });

  test('a signed-in player following a sign-in link goes home without the dialog', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/sports/users/sign-in');
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a currency switch is kept across reloads', async ({ page }) => {
    await signIn(page);
    try {
      await openAccountMenu(page);
      await accountMenu(page).getByLabel('Currency').selectOption('BTC');
      await expect(page.getByTestId('balance')).toContainText('BTC');
      await page.reload();
      await expect(page.getByTestId('balance')).toContainText('BTC');
      await openAccountMenu(page);
      await expect(accountMenu(page).getByLabel('Currency')).toHaveValue('BTC');
      await accountMenu(page).getByLabel('Currency').selectOption('EUR');
      await expect(page.getByTestId('balance')).toContainText('€');
    } finally {
      await backToEuro(page);
    }
  });

  test('a currency switch in one tab moves the other tab to that account, without a reload', async ({
    page,
  }) => {
    await signUpPlayer(page.request, { label: 'two-tabs', deposit: 2_500 });
    await page.goto('/sports');
    await expect(page.getByTestId('balance')).toContainText('€');
    const other = await page.context().newPage();
    await other.goto('/sports');
    await expect(other.getByTestId('balance')).toContainText('€');
    await openAccountMenu(other);
    await accountMenu(other).getByLabel('Currency').selectOption('USD');
    await expect(other.getByTestId('balance')).toContainText('$');
    // The first tab follows: its header shows the new account, so its next bet is in dollars.
    await expect(page.getByTestId('balance')).toContainText('$');
    await openAccountMenu(page);
    await expect(accountMenu(page).getByLabel('Currency')).toHaveValue('USD');
    await other.close();
  });

  test('a locale switch is saved for the player and kept across reloads', async ({ page }) => {
    await signIn(page);
    await page.goto('/sports/schedule');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(/\/sports\/de\/schedule$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spielplan');
    const profile = await (await page.request.get('/api/platform/player')).json();
    expect(profile.language).toBe('de');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('de');

    await page.getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByLabel('Sprache').selectOption('en');
    await expect(page).toHaveURL(/\/sports\/schedule$/);
    const after = await (await page.request.get('/api/platform/player')).json();
    expect(after.language).toBe('en');
  });

  test('a deposit shows the success alert and the balance grows', async ({ page }) => {
    await signInAsNewPlayer(page, 'deposit-alert');
    const before = await headerBalance(page);
    await openAccountMenu(page);
    await accountMenu(page).getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Amount (EUR)').fill('25');
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 25, 2);
  });

  test(
    'the account menu closes on Escape and gives focus back',
    { tag: '@phone' },
    async ({ page }) => {
      await signIn(page);
      const account = page.getByRole('button', { name: 'Account' });
      await account.click();
      await expect(accountMenu(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(accountMenu(page)).toBeHidden();
      await expect(account).toBeFocused();
      await expect(account).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

test.describe('visitor URL and storage behaviours', () => {
  test('tracking parameters land in storage and leave the URL', async ({ page }) => {
    await page.goto('/sports/live?stag=aff_7&gclid=g-123&ctag=c1&keep=1');
    await expect(page).toHaveURL(/\/sports\/live\?keep=1$/);
    const stored = await page.evaluate(() => localStorage.getItem('sb-tracking'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ stag: 'aff_7', gclid: 'g-123', ctag: 'c1' });
  });

  test('the redirect parameter is followed inside the sportsbook and removed', async ({ page }) => {
    await page.goto('/sports?redirect=%2Fsports%2Fschedule');
    await expect(page).toHaveURL(/\/sports\/schedule$/);
    await page.goto('/sports/live?redirect=https%3A%2F%2Fexample.com%2F');
    await expect(page).toHaveURL(/\/sports\/live$/);
  });

  test('a device id cookie is kept for the browser', async ({ page }) => {
    await page.goto('/sports');
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'device_id'))
      .toBeTruthy();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'device_id')!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    // Asked for 7300 days; Chromium caps every cookie at 400, so only "long-lived" is checked.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(365 * 86_400_000);
    await page.reload();
    const again = (await page.context().cookies()).find((c) => c.name === 'device_id');
    expect(again?.value).toBe(cookie.value);
  });

  test('accepted cookie consent stays accepted after a reload', async ({ page }) => {
    await page.goto('/sports');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  });
});

test.describe('a visitor from a blocked country', () => {
  test.use({ extraHTTPHeaders: { 'X-Country': 'FR' } });

  test('sees the blocked page naming the country', async ({ page }) => {
    await page.goto('/sports/live');
    await expect(page).toHaveURL(/\/sports\/blocked\?country=FR$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Not available in your country',
    );
    await expect(page.getByText('not available in France')).toBeVisible();
  });
});
