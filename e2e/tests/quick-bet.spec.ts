import { expect, test } from './fixtures';
import {
  headerBalance,
  setAcceptMode,
  signInAsNewPlayer,
  SITE_ACCEPT_MODE,
  toggleSlip,
} from './helpers';

test.describe('quick bet', () => {
  test(
    'approved, one tap on a live price places a single at the set stake',
    { tag: '@phone' },
    async ({ page }) => {
      await signInAsNewPlayer(page, 'quick-bet');
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
      // A live market can suspend during the live delay (a goal, a point): that bet is refused, as
      // it should be, and the next tap is on another price.
      const placed = page.getByRole('status').filter({ hasText: 'Quick bet placed' });
      const refused = page.getByRole('status').filter({ hasText: 'could not be placed' });
      const prices = page.getByRole('button', { name: /, odds / });
      // The API learns of a suspension before the page does, so a tap can meet one the page has
      // not shown yet; a few taps on different matches are enough.
      for (let attempt = 0; attempt < 6 && !(await placed.isVisible()); attempt++) {
        // The last refusal's alert closes by itself before the next tap is judged.
        await expect(refused).toHaveCount(0);
        await prices.nth(attempt * 5).click();
        await expect(placed.or(refused).first()).toBeVisible({ timeout: 20_000 });
      }
      await expect(placed).toBeVisible();
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
    },
  );
});
