import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('loads /sports through the layout', async ({ page }) => {
    const response = await page.goto('/sports');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Sportsbook/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sportsbook home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
  });

  test('the web origin proxies the API', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });

  test('the bare origin redirects to /sports', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sports$/);
  });
});
