import { expect, test, type Browser, type Page } from './fixtures';
import { expectAccessible, signInAsDemo } from './helpers';

const APP_HEADER = { 'X-App': 'sportsbook' };
const PASSWORD = 'account area password 1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const accountMenu = (page: Page) => page.getByRole('group', { name: 'Account' });

/** A fresh player (the demo player is never excluded), signed in on a device of its own. */
async function freshPlayer(browser: Browser) {
  const email = `e2e-area-${unique()}@example.com`;
  const first = await browser.newContext();
  const res = await first.request.post('/api/platform/users', {
    headers: APP_HEADER,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE' } },
  });
  expect(res.status()).toBe(201);
  return { email, first };
}

/** The same player signed in on another device (its own cookie jar). */
async function anotherDevice(browser: Browser, email: string) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/platform/users/sign_in', {
    headers: APP_HEADER,
    data: { user: { email, password: PASSWORD } },
  });
  expect(res.ok()).toBe(true);
  return context;
}

test.describe('the account area', () => {
  test(
    'the profile page shows the player and leads to every account page',
    { tag: '@phone' },
    async ({ page }) => {
      await signInAsDemo(page);
      await page.getByRole('button', { name: 'Account' }).click();
      await accountMenu(page).getByRole('link', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/sports\/profile$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
      const details = page.getByRole('region', { name: 'Personal details' });
      await expect(details).toContainText('demo@example.com');
      const wallet = page.getByRole('region', { name: 'Wallet' });
      await expect(wallet.getByRole('listitem').filter({ hasText: 'EUR' })).toContainText('In use');
      await expect(wallet.getByRole('listitem').filter({ hasText: 'EUR' })).toContainText('€');
      await expectAccessible(page);

      const pages = page.getByRole('navigation', { name: 'Your account' });
      for (const name of [
        'Transactions',
        'Withdraw',
        'Limits and exclusion',
        'Terms and conditions',
        'Help centre',
      ]) {
        await expect(pages.getByRole('link', { name })).toBeVisible();
      }
      await pages.getByRole('link', { name: 'Withdraw' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();

      // Every locale has the page.
      await page.goto('/sports/ar/profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملفك الشخصي');
      await expect(page.getByRole('region', { name: 'البيانات الشخصية' })).toContainText(
        'demo@example.com',
      );
      await expectAccessible(page);
    },
  );

  test('a visitor on the profile page is asked to sign in', async ({ page }) => {
    await page.goto('/sports/profile');
    await expect(page.getByText('Sign in to read this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  });

  test('the player sets an activity time limit on the limits screen', async ({ browser }) => {
    const { first } = await freshPlayer(browser);
    const page = await first.newPage();
    await page.goto('/sports/profile/limits');
    const section = page.getByRole('region', { name: 'Activity time limit' });
    await expect(section.getByText('No limit set.')).toBeVisible();
    await section.getByLabel('Period').selectOption('week');
    await section.getByLabel('Minutes').fill('600');
    await section.getByRole('button', { name: 'Set Activity time limit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Limit saved. It applies now.' }),
    ).toBeVisible();
    await expect(section.getByText('Weekly: 600 minutes')).toBeVisible();
    const limits = await first.request.get('/api/platform/user_limits');
    expect((await limits.json()).data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'activity', period: 'week', value: 600 }),
      ]),
    );
    await expectAccessible(page);
    await first.close();
  });

  test('a time-out signs the player out on every device at once', async ({ browser }) => {
    const { email, first } = await freshPlayer(browser);
    const here = await first.newPage();
    const other = await (await anotherDevice(browser, email)).newPage();
    for (const page of [here, other]) {
      await page.goto('/sports');
      await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    }

    await here.goto('/sports/profile/limits');
    const timeOut = here.getByRole('region', { name: 'Time-out' });
    await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
    await timeOut.getByRole('button', { name: 'Yes, start it' }).click();

    // This device and the other one are signed out, and told until when.
    for (const page of [here, other]) {
      await expect(
        page.getByRole('status').filter({ hasText: 'signed out on every device' }),
      ).toContainText('Time-out in force until');
      await expect(page.getByRole('button', { name: 'Account' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    }
    // Neither session answers any more, and signing in again is refused.
    const profile = await other.request.get('/api/platform/player', { headers: APP_HEADER });
    expect(profile.status()).toBe(401);
    const again = await other.request.post('/api/platform/users/sign_in', {
      headers: APP_HEADER,
      data: { user: { email, password: PASSWORD } },
    });
    expect(again.status()).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'TIMED_OUT' });
    await first.close();
    await other.context().close();
  });
});
