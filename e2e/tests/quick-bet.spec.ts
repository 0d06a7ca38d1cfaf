import { expect, test } from '@playwright/test';
import {
  headerBalance,
  setAcceptMode,
  signInAsDemo,
  SITE_ACCEPT_MODE,
  toggleSlip,
} from './helpers';

test.describe('quick bet', () => {
  test('approved, one tap on a live price places a single at the set stake', async ({ page }) => {
    await signInAsDemo(page);
    // A live price may move during the live delay: this test is about the one-tap flow.
    await setAcceptMode(page, 'any');

    await page.goto('/sports/live');
    await toggleSlip(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const quick = slip.getByRole('switch', { name: 'Quick bet' });
    await quick.click();
    await expect(quick).toHaveAttribute('aria-checked', 'true');
    await slip.getByLabel('Quick bet stake').fill('1');
    await slip.getByRole('button', { name: /^Approve / }).click();
    await expect(slip.getByText(/^Approved: /)).toBeVisible();
    await toggleSlip(page);

    const before = await headerBalance(page);
    await page
      .getByRole('button', { name: /, odds / })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Quick bet placed' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 1, 2);
    // The quick bet never lands in the regular slip.
    await toggleSlip(page);
    await expect(slip.getByRole('listitem')).toHaveCount(0);
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await expect(slip.getByText(/^Single · /).first()).toBeVisible();
    await slip.getByRole('tab', { name: 'Bet slip' }).click();
    await quick.click();
    await expect(quick).toHaveAttribute('aria-checked', 'false');
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });
});
