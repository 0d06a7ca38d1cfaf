import { expect, test } from './fixtures';
import { expectAccessible, signInAsDemo } from './helpers';

test.describe('custom pages of the site', () => {
  test('the footer links a custom page, shown in the locale of the site', async ({ page }) => {
    await page.goto('/sports/schedule');
    const footer = page.getByRole('navigation', { name: 'Site information' });
    await footer.getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/sports\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
    await expect(page.getByText(/Set yourself a budget/)).toBeVisible();
    await expectAccessible(page);

    await page.goto('/sports/de/responsible-gaming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Verantwortungsvolles Spielen',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/sports\/de\/responsible-gaming$/,
    );
  });

  test('a page for players asks a visitor to sign in, is not indexed, and opens after sign-in', async ({
    page,
  }) => {
    await page.goto('/sports/vip-club');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VIP club');
    await expect(page.getByText('Sign in to read this page.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await signInAsDemo(page);
    await page.goto('/sports/vip-club');
    await expect(page.getByText(/personal account manager/)).toBeVisible();
  });

  test('an unknown page is not found', async ({ page }) => {
    const response = await page.goto('/sports/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
