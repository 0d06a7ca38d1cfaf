import { expect, test } from './fixtures';
import { clearOfKickOff, pickHomeWins, type ApiMatch } from './helpers';

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

  test('a slip picked in English reads its teams in Arabic on an Arabic page', async ({ page }) => {
    const list = async (locale: string) => {
      const res = await page.request.get(
        `/api/sb/matches?sport_key=soccer&type=match&match_status=0&limit=100&start_from=${clearOfKickOff()}&locale=${locale}`,
      );
      return ((await res.json()) as { data: ApiMatch[] }).data;
    };
    const arabic = new Map((await list('ar')).map((m) => [m.id, m]));
    // A match whose home side the Arabic catalogue names otherwise, with its main market open.
    const match = (await list('en')).find(
      (m) =>
        m.main_market?.outcomes.every((o) => o.active) &&
        m.competitors.home &&
        arabic.get(m.id)?.competitors.home?.name !== m.competitors.home.name,
    );
    expect(match).toBeDefined();
    const arabicHome = arabic.get(match!.id)!.competitors.home!.name;
    await pickHomeWins(page, [match!]);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByText(match!.competitors.home!.name).first()).toBeVisible();

    await page.goto('/sports/ar');
    const arabicSlip = page.getByRole('complementary', { name: 'قسيمة الرهان' });
    await expect(arabicSlip.getByText(arabicHome).first()).toBeVisible();
    await expect(arabicSlip.getByText(match!.competitors.home!.name)).toHaveCount(0);
  });
});
