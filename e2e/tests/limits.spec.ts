import { expect, test, type Page } from './fixtures';
import { expectAccessible, signUpPlayer } from './helpers';

/** A fresh player signed in in this page (the demo player's limits are left alone). */
const signUpFresh = (page: Page) => signUpPlayer(page.request, { label: 'limits' });

const accountMenu = (page: Page) => page.getByRole('group', { name: 'Account' });

async function deposit(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Account' }).click();
  await accountMenu(page).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount (EUR)').fill(amount);
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  return dialog;
}

test.describe('limits and exclusion screen', () => {
  test('a deposit limit set on the screen refuses the next deposit above it', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/sports');
    await page.getByRole('button', { name: 'Account' }).click();
    await accountMenu(page).getByRole('link', { name: 'Limits and exclusion' }).click();
    await expect(page).toHaveURL(/\/sports\/profile\/limits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limits and exclusion');

    const section = page.getByRole('region', { name: 'Deposit limit' });
    await expect(section.getByText('No limit set.')).toBeVisible();
    await expectAccessible(page);

    await section.getByLabel('Period').selectOption('day');
    await section.getByLabel('Amount (EUR)').fill('20');
    await section.getByRole('button', { name: 'Set Deposit limit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Limit saved. It applies now.' }),
    ).toBeVisible();
    await expect(section.getByText('Daily: €20.00')).toBeVisible();
    // The change is in the history.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('cell', { name: 'Set', exact: true })).toBeVisible();

    // Time-out asks for a confirmation before it starts; going back starts nothing.
    const timeOut = page.getByRole('region', { name: 'Time-out' });
    await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
    await expect(timeOut.getByText(/You cannot undo it\./)).toBeVisible();
    await timeOut.getByRole('button', { name: 'Go back' }).click();
    await expect(timeOut.getByRole('button', { name: 'Take a time-out' })).toBeVisible();

    await expectAccessible(page);

    // 15 of 20 fit; another 10 would pass the daily limit and is refused in the dialog.
    const first = await deposit(page, '15');
    await expect(first).toBeHidden();
    const second = await deposit(page, '10');
    await expect(second.getByRole('alert')).toHaveText(
      'This deposit would exceed your daily deposit limit. You can deposit €5.00 more in this period.',
    );
    await expect(second).toBeVisible();
    await expectAccessible(page);

    // The €5.00 left goes in; then the limit is used up, and says so rather than "€0.00 more".
    await second.getByLabel('Amount (EUR)').fill('5');
    await second.getByRole('button', { name: 'Deposit now' }).click();
    await expect(second).toBeHidden();
    const third = await deposit(page, '1');
    await expect(third.getByRole('alert')).toHaveText(
      'This deposit would exceed your daily deposit limit. Nothing more can be deposited until this period ends.',
    );
  });

  test('the responsible gaming page links to the limits screen', async ({ page }) => {
    await page.goto('/sports/responsible-gaming');
    await page.getByRole('link', { name: 'Set your limits' }).click();
    await expect(page).toHaveURL(/\/sports\/profile\/limits$/);
    // A visitor is asked to sign in first.
    await expect(page.getByText('Sign in to see and set your limits.')).toBeVisible();
  });
});
