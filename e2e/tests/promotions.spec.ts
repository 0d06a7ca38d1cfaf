import { expect, test } from './fixtures';
import { expectAccessible, signInAsDemo } from './helpers';

test.describe('the promotions page', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/sports/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByText('Sign in to see your bonuses')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
    await expectAccessible(page);
  });

  test(
    'the demo player sees the seeded bonuses and reads one by keyboard',
    { tag: '@phone' },
    async ({ page }) => {
      await signInAsDemo(page);
      await page.goto('/sports/promotions');
      const bonuses = page.getByRole('region', { name: 'Your bonuses' });
      await expect(bonuses.getByRole('listitem').filter({ hasText: 'Combo boost' })).toHaveCount(
        1,
        {
          timeout: 15_000,
        },
      );
      for (const name of ['Welcome free bet', 'Free bet, stake returned', 'Bonus bet back']) {
        await expect(bonuses.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      await expectAccessible(page);

      const details = page.getByRole('button', { name: 'Details and terms of Welcome free bet' });
      await details.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Welcome free bet' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Terms' })).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).not.toBeEmpty();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(details).toBeFocused();
    },
  );

  test(
    'the demo player activates a bonus and redeems WEEKEND10 for a new free bet',
    // One demo player across the run: a promo code is redeemed once, so this runs at one size.
    async ({ page }) => {
      await signInAsDemo(page);
      await page.goto('/sports/promotions');
      const bonuses = page.getByRole('region', { name: 'Your bonuses' });
      const combo = bonuses.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: 'Combo boost' }),
      });
      await expect(combo).toContainText('Available', { timeout: 15_000 });

      await combo.getByRole('button', { name: /^Details and terms/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Combo boost' });
      await dialog.getByRole('button', { name: 'Activate' }).click();
      await expect(dialog.getByTestId('bonus-dialog-status')).toHaveText('Active');
      await expect(dialog.getByRole('button', { name: 'Activate' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(combo).toContainText('Active');

      // Refusals: an unknown code, then the code itself and the same code again.
      const code = page.getByLabel('Enter your promo code');
      const redeem = page.getByRole('button', { name: 'Redeem' });
      await code.fill('NO-SUCH-CODE');
      await redeem.click();
      await expect(page.getByRole('alert').filter({ hasText: 'does not exist' })).toHaveAttribute(
        'data-message-id',
        'error.bonus.promo_code_unknown',
      );
      await expect(code).toHaveAttribute('aria-invalid', 'true');

      await expect(bonuses.getByRole('heading', { name: 'Weekend free bet' })).toHaveCount(0);
      await code.fill('weekend10');
      await redeem.click();
      // The page says so (the new-bonus toasts leave this bonus to it).
      await expect(page.getByText('Added to your bonuses: Weekend free bet')).toBeVisible();
      const weekend = bonuses.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: 'Weekend free bet' }),
      });
      await expect(weekend).toContainText('€10.00');
      await expect(weekend).toContainText('Free bet');
      await expect(code).toHaveValue('');

      await code.fill('WEEKEND10');
      await redeem.click();
      await expect(page.getByRole('alert').filter({ hasText: 'already used' })).toBeVisible();
      await expectAccessible(page);
    },
  );
});
