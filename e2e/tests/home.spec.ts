import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('loads /sports through the layout', { tag: '@phone' }, async ({ page }) => {
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

test.describe('body attributes', () => {
  test.use({ extraHTTPHeaders: { 'X-Country': 'de' } });

  test('name the page, locale, iframe, scroll state and user country', async ({ page }) => {
    await page.goto('/sports/live');
    const body = page.locator('body');
    await expect(body).toHaveAttribute('data-locale', 'en');
    await expect(body).toHaveAttribute('data-page', 'live');
    await expect(body).toHaveAttribute('data-iframe', 'false');
    await expect(body).toHaveAttribute('data-country', 'DE');
    await expect(body).toHaveAttribute('data-scroll', 'top');
    await page.mouse.wheel(0, 600);
    await expect(body).toHaveAttribute('data-scroll', 'scrolled');
    await page.getByRole('link', { name: 'Schedule' }).first().click();
    await expect(body).toHaveAttribute('data-page', 'schedule');
  });
});
