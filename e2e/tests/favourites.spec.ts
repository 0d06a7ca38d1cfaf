import { expect, test, type Page } from './fixtures';
import {
  expectAccessible,
  findMatch,
  signInAsDemo,
  type ApiMatch,
  clearOfKickOff,
} from './helpers';

const APP_HEADER = { 'X-App': 'sportsbook' };

/** The demo player starts each test with no favourites. */
async function clearFavourites(page: Page) {
  for (const type of ['matches', 'tournaments', 'sports']) {
    const res = await page.request.get(`/api/sb/favourites/${type}`);
    expect(res.ok()).toBe(true);
    for (const { id } of (await res.json()).data as { id: number }[]) {
      const removed = await page.request.delete(`/api/sb/favourites/${type}/${id}`, {
        headers: APP_HEADER,
      });
      expect(removed.status()).toBe(204);
    }
  }
}

const rowName = (match: ApiMatch) =>
  match.competitors.away
    ? `${match.competitors.home?.name} vs ${match.competitors.away.name}`
    : match.name;

const matchRow = (page: Page, match: ApiMatch) =>
  page.getByRole('article', { name: rowName(match), exact: true });

const starOf = (page: Page, match: ApiMatch) =>
  matchRow(page, match).getByRole('button', { name: `Favourite: ${rowName(match)}` });

/** An upcoming head-to-head match of the sport, listed on its league's page. */
const upcomingMatch = (page: Page) =>
  findMatch(
    page.request,
    `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=20`,
  );

test.describe('favourites', () => {
  test(
    'a player stars a match, reloads, and finds it on the favorites page and via the filter',
    { tag: '@phone' },
    async ({ page }) => {
      await signInAsDemo(page);
      await clearFavourites(page);
      const match = await upcomingMatch(page);
      const league = `/sports/soccer/${match.tournament.slug}`;

      await page.goto(league);
      const star = starOf(page, match);
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      const saved = page.waitForResponse(
        (res) => res.url().endsWith(`/api/sb/favourites/matches/${match.id}`) && res.ok(),
      );
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await saved;

      await page.reload();
      await expect(starOf(page, match)).toHaveAttribute('aria-pressed', 'true');
      // The league too, from its title.
      const leagueName = await page.getByRole('heading', { level: 1 }).innerText();
      const leagueStar = page
        .getByRole('main')
        .getByRole('button', { name: `Favourite: ${leagueName}` })
        .first();
      const leagueSaved = page.waitForResponse(
        (res) => res.url().includes('/api/sb/favourites/tournaments/') && res.ok(),
      );
      await leagueStar.click();
      await expect(leagueStar).toHaveAttribute('aria-pressed', 'true');
      await leagueSaved;

      await page.goto('/sports/favorites');
      const upcoming = page.getByRole('region', { name: 'Upcoming', exact: true });
      await expect(matchRow(page, match)).toBeVisible();
      await expect(upcoming.getByRole('article')).toHaveCount(1);
      await expect(
        page
          .getByRole('region', { name: 'Live', exact: true })
          .getByText('None of your favourite matches'),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Leagues and sports' })
          .getByRole('link', { name: leagueName }),
      ).toBeVisible();
      await expectAccessible(page);

      // The favourite filter of the sport's match list keeps only the starred match.
      await page.goto('/sports/soccer');
      await page
        .getByRole('navigation', { name: 'Show' })
        .getByRole('link', { name: 'Favourites' })
        .click();
      await expect(page).toHaveURL(/\/sports\/soccer\?favourite=1$/);
      await expect(matchRow(page, match)).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

      // Unstarring it on the list takes it off the list.
      await starOf(page, match).click();
      await expect(page.getByText('No favourite matches here')).toBeVisible();
      await expect
        .poll(
          async () => (await (await page.request.get('/api/sb/favourites/matches')).json()).data,
        )
        .toEqual([]);
    },
  );

  test('a failed toggle puts the star back and shows an error alert', async ({ page }) => {
    await signInAsDemo(page);
    await clearFavourites(page);
    const match = await upcomingMatch(page);
    // The favourites call fails on the server's side.
    await page.route(`**/api/sb/favourites/matches/${match.id}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'error.unavailable' }),
          })
        : route.continue(),
    );
    await page.goto(`/sports/soccer/${match.tournament.slug}`);
    const star = starOf(page, match);
    await star.click();
    await expect(page.getByRole('status').getByText('Favourites not saved')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const held = await (await page.request.get('/api/sb/favourites/matches')).json();
    expect(held.data).toEqual([]);
  });

  test("a visitor's star is kept on the device and offered for merging after sign-in", async ({
    page,
  }) => {
    // The demo player holds no favourites, so the visitor's star is one to offer.
    await signInAsDemo(page);
    await clearFavourites(page);
    const match = await upcomingMatch(page);
    await page.context().clearCookies();

    await page.goto(`/sports/soccer/${match.tournament.slug}`);
    await starOf(page, match).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sign in to keep your favourites')).toBeVisible();
    await expect(starOf(page, match)).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByLabel('E-mail or phone').fill('demo@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('demo-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    const offer = page.getByRole('dialog', { name: 'Keep the favourites from this device?' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offer).toContainText('1 item');
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Add to my favourites' }).click();
    await expect(offer).toBeHidden();
    await expect
      .poll(async () =>
        (
          (await (await page.request.get('/api/sb/favourites/matches')).json()).data as {
            id: number;
          }[]
        ).map((f) => f.id),
      )
      .toEqual([match.id]);
    await expect(starOf(page, match)).toHaveAttribute('aria-pressed', 'true');
    await clearFavourites(page);
  });
});
