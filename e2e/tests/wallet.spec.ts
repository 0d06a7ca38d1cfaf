import { expect, test, type Page } from './fixtures';
import {
  acceptAnyOdds,
  devRoute,
  expectAccessible,
  findMatch,
  headerBalance,
  matchPath,
  openSlip,
  signInAsDemo,
  signUpPlayer,
  clearOfKickOff,
  setAcceptMode,
  SITE_ACCEPT_MODE,
} from './helpers';

/** The terms version the site configuration has in force (demo players accepted it when seeded). */
const SITE_TERMS_VERSION = '2026-11-01';

const publishTerms = async (page: Page, version: string) => {
  const res = await page.request.post(devRoute('/api/platform/dev/terms'), {
    headers: { 'X-App': 'sportsbook' },
    data: { version },
  });
  expect(res.ok()).toBe(true);
};

test.describe('the wallet and account pages', () => {
  test('a withdrawal is requested, waits pending, and shows completed in Transactions', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const before = await headerBalance(page);
    await page.goto('/sports/profile/wallet/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(page.getByTestId('withdrawable')).toContainText('€');
    await expectAccessible(page);

    // More than the balance is refused in the form.
    await page.getByLabel('Amount (EUR)').fill('999999');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'at most' })).toBeVisible();

    await page.getByLabel('Amount (EUR)').fill('1.50');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 1.5, 2);
    const list = page.getByRole('region', { name: 'Your withdrawals' });
    const latest = list.getByRole('listitem').first();
    await expect(latest).toContainText('€1.50');
    await expect(latest).toContainText('Pending');
    // The demo cashier pays it out after its delay (10 s in the site configuration).
    await expect(latest).toContainText('Completed', { timeout: 25_000 });

    await page.getByRole('link', { name: 'Transactions' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toContainText('Withdrawal');
    await expect(firstRow).toContainText('−€1.50');
    await page.getByLabel('Type').selectOption('deposit');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Deposit');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      /transactions\.csv\?type=deposit/,
    );
    await expectAccessible(page);
  });

  test('Transactions shows one account at a time to a player with two', async ({ page }) => {
    await signUpPlayer(page.request, { label: 'two-accounts', deposit: 2_500 });
    // A deposit in bitcoin opens the player's BTC account beside the euro one.
    const paid = await page.request.post('/api/platform/player/deposits', {
      headers: { 'X-App': 'sportsbook' },
      data: { amount: 500_000, currency: 'BTC' },
    });
    expect(await paid.json()).toMatchObject({ result: 'success' });
    await page.goto('/sports/profile/wallet/transactions');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await page.getByLabel('Currency').selectOption('BTC');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Deposit');
    await expect(rows.nth(1)).not.toContainText('€');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      /transactions\.csv\?currency=BTC/,
    );
    await expectAccessible(page);
  });

  test('a pending withdrawal can be cancelled and the money comes back', async ({ page }) => {
    await signInAsDemo(page);
    const before = await headerBalance(page);
    await page.goto('/sports/profile/wallet/withdraw');
    await page.getByLabel('Amount (EUR)').fill('2');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 2, 2);
    await page.getByRole('button', { name: 'Cancel the withdrawal of €2.00' }).click();
    await expect(
      page.getByRole('region', { name: 'Your withdrawals' }).getByRole('listitem').first(),
    ).toContainText('Cancelled');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before, 2);
  });

  test(
    'terms and help centre pages are served and accessible',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/sports/terms-and-conditions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
      await expect(page.getByTestId('terms-version')).toContainText(SITE_TERMS_VERSION);
      await expectAccessible(page);

      await page.goto('/sports/help-center');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
      await page.getByText('How long does a withdrawal take?').click();
      await expect(page.getByText(/leaves your balance at once/)).toBeVisible();
      await expect(page.getByRole('link', { name: /GamCare/ })).toHaveAttribute(
        'href',
        'https://www.gamcare.org.uk/',
      );
      await expectAccessible(page);

      await page.goto('/sports/de/help-center');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hilfe-Center');
    },
  );

  test.describe('terms', () => {
    test.afterEach(async ({ page }) => {
      await publishTerms(page, SITE_TERMS_VERSION);
      await setAcceptMode(page, SITE_ACCEPT_MODE);
    });

    test('a new terms version must be accepted before the next bet', async ({ page, request }) => {
      await signInAsDemo(page);
      await acceptAnyOdds(page);
      await publishTerms(page, `2099-${Date.now()}`);
      const match = await findMatch(
        request,
        `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
      );
      await page.goto(matchPath(match));
      const dialog = page.getByRole('dialog', { name: 'Updated terms and conditions' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      // Not now: the bet is refused, and the refusal asks again.
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await expect(dialog).toBeHidden();
      const before = await headerBalance(page);
      await page
        .getByRole('button', { name: /, odds /, disabled: false })
        .first()
        .click();
      await openSlip(page);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await slip.getByLabel('Stake', { exact: true }).fill('1');
      await slip.getByRole('button', { name: /Place bet/ }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(dialog).toBeHidden();
      expect(await headerBalance(page)).toBeCloseTo(before, 2);

      await openSlip(page);
      await slip.getByRole('button', { name: /Place bet/ }).click();
      await expect(slip.getByRole('status')).toContainText('Bet placed');
      await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 1, 2);
    });
  });
});
