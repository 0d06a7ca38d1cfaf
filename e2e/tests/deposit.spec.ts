import { expect, test, type Page } from './fixtures';
import { expectAccessible, headerBalance, signInAsDemo, signInAsNewPlayer } from './helpers';

const accountMenu = (page: Page) => page.getByRole('group', { name: 'Account' });
const alerts = (page: Page) => page.getByRole('status').filter({ hasText: /deposit/i });

async function openDeposit(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await accountMenu(page).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('quick deposit', () => {
  test('a pending deposit is completed by the cashier: the alert and the balance show it live', async ({
    page,
  }) => {
    await signInAsNewPlayer(page, 'pending-deposit');
    const before = await headerBalance(page);
    const dialog = await openDeposit(page);
    await expectAccessible(page);
    // Above the demo cashier's review threshold (5,000 EUR): it waits before it is credited.
    await dialog.getByLabel('Amount (EUR)').fill('6000');
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    await expect(dialog).toBeHidden();
    await expect(alerts(page)).toContainText('Your deposit is being processed.');
    expect(await headerBalance(page)).toBeCloseTo(before, 2);

    // The cashier settles it after its delay (10 s in the site configuration); the private
    // channel brings the result, without a reload.
    await expect(alerts(page)).toContainText('Deposit received. Your balance is updated.', {
      timeout: 25_000,
    });
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 6000, 2);
  });

  test(
    'a deposit that succeeds at once says so, and a failed one says why',
    { tag: '@phone' },
    async ({ page }) => {
      await signInAsNewPlayer(page, 'deposit-limits');
      const before = await headerBalance(page);
      let dialog = await openDeposit(page);
      await dialog.getByLabel('Amount (EUR)').fill('5');
      await dialog.getByRole('button', { name: 'Deposit now' }).click();
      await expect(alerts(page)).toContainText('Deposit received. Your balance is updated.');
      await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 5, 2);

      // Above the demo cashier's maximum: refused, nothing moves.
      dialog = await openDeposit(page);
      await dialog.getByLabel('Amount (EUR)').fill('99999999');
      await dialog.getByRole('button', { name: 'Deposit now' }).click();
      await expect(alerts(page)).toContainText('Deposit failed');
      expect(await headerBalance(page)).toBeCloseTo(before + 5, 2);
    },
  );

  test('the redirect parameter after a deposit is followed inside the sportsbook and removed', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto('/sports?redirect=%2Fsports%2Fprofile%2Fwallet%2Ftransactions');
    await expect(page).toHaveURL(/\/sports\/profile\/wallet\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  });
});

test.describe('the deposit page', () => {
  test("the dialog's other payment methods lead to the wallet's deposit page, which deposits", async ({
    page,
  }) => {
    await signInAsNewPlayer(page, 'wallet-deposit');
    const before = await headerBalance(page);
    const dialog = await openDeposit(page);
    await dialog.getByRole('link', { name: 'Other payment methods' }).click();
    await expect(page).toHaveURL(/\/sports\/profile\/wallet\/deposit$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('link', { name: 'Deposit', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await page.getByLabel('Amount (EUR)').fill('5');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(alerts(page)).toContainText('Deposit received. Your balance is updated.');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 5, 2);
    await expect(page.getByLabel('Amount (EUR)')).toHaveValue('');
  });

  test('a visitor on the deposit page is asked to sign in, in every locale', async ({ page }) => {
    await page.goto('/sports/profile/wallet/deposit');
    await expect(page.getByText('Sign in to read this page.')).toBeVisible();
    await page.goto('/sports/ar/profile/wallet/deposit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إيداع');
    await expectAccessible(page);
  });
});
