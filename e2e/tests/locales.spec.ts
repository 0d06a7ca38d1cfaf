import { expect, test } from './fixtures';

test.describe('locales', () => {
  test('switching locale rewrites the first segment and keeps query and hash', async ({ page }) => {
    await page.goto('/sports/schedule?day=2099-01-01#top');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(/\/sports\/de\/schedule\?day=2099-01-01#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spielplan');
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByLabel('Sprache').selectOption('en');
    await expect(page).toHaveURL(/\/sports\/schedule\?day=2099-01-01#top$/);
  });

  test('the default locale spelled out redirects to its canonical path', async ({ page }) => {
    await page.goto('/sports/en/live');
    await expect(page).toHaveURL(/\/sports\/live$/);
  });

  test('Arabic is right-to-left and translated', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/sports/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المراهنات الرياضية');
  });

  test('sport names are in the language of the page', async ({ page }) => {
    await page.goto('/sports/de/soccer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fußball');
    await expect(page.getByRole('link', { name: 'Eishockey' }).first()).toBeVisible();
    await page.goto('/sports/soccer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soccer');
  });

  test('pages carry canonical, hreflang alternates and x-default', async ({ page }) => {
    await page.goto('/sports/de/live');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/sports\/de\/live$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/sports\/live$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
      'href',
      /\/sports\/pt-br\/live$/,
    );
  });
});
