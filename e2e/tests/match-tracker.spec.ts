import { expect, test, type Page } from './fixtures';
import { devRoute, expectAccessible, REALTIME_API_KEY, clearOfKickOff } from './helpers';

interface LiveMatch {
  id: number;
  slug: string;
  competitors: { home: { name: string }; away: { name: string } };
  statistics: { total_score: { home: number; away: number } | null } & Record<string, unknown>;
}

/** The soccer match that starts last, kicked off now: live, and left alone by other tests. */
async function kickOffLastMatch(page: Page): Promise<LiveMatch> {
  const list = await page.request.get(
    '/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=1',
  );
  const match: LiveMatch = (await list.json()).data[0];
  const start = await page.request.post(devRoute(`/api/sb/dev/feed/matches/${match.id}/start`));
  expect(start.status()).toBe(200);
  return (await (await page.request.get(`/api/sb/matches/${match.id}`)).json()) as LiveMatch;
}

/**
 * Publishes the match's statistics as they are now with the home side `home` goals ahead, as the
 * feed would (its periods as they are, so the goal is the only change the tracker sees).
 */
async function publishScore(page: Page, match: LiveMatch, home: number) {
  const now = (await (await page.request.get(`/api/sb/matches/${match.id}`)).json()) as LiveMatch;
  return page.request.post(devRoute('/api/realtime/publish'), {
    headers: { 'x-api-key': REALTIME_API_KEY },
    data: {
      channel: `match:${match.id}`,
      data: {
        event_name: 'match_changed',
        message: {
          match: {
            id: match.id,
            status: 1,
            statistics: { ...now.statistics, total_score: { home, away: 0 } },
          },
        },
      },
    },
  });
}

test('the live tracker updates from the live statistics', { tag: '@phone' }, async ({ page }) => {
  const match = await kickOffLastMatch(page);
  await page.goto(`/sports/soccer/${match.slug}`);
  const tracker = page.getByRole('region', { name: 'Live tracker' });
  await expect(tracker).toBeVisible();
  const drawing = tracker.getByRole('img');
  await expect(drawing).toHaveAccessibleName(new RegExp(`^${match.competitors.home.name} \\d+:`));

  // Each publish puts the home side further ahead, until the page's channel is up and one shows.
  // The feed's own updates of the match follow (a new period is an event of its own), so the
  // drawing is looked at right after each publish.
  const home = match.competitors.home.name;
  let goals = 10;
  await expect
    .poll(
      async () => {
        goals += 3;
        await publishScore(page, match, goals);
        return expect(drawing)
          .toHaveAccessibleName(new RegExp(`${home} scores`), { timeout: 1_500 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // The goal stays in the tracker's list of events.
  await expect(tracker.getByRole('listitem').filter({ hasText: `${home} scores` })).not.toHaveCount(
    0,
  );
  await expectAccessible(page, 'main');
});

test('the statistics tab shows head-to-head and form', async ({ page }) => {
  const list = await page.request.get(
    `/api/sb/matches?sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&sort_by=start_time&limit=1`,
  );
  const match: LiveMatch = (await list.json()).data[0];
  await page.goto(`/sports/soccer/${match.slug}`);
  await page.getByRole('tab', { name: 'STATISTICS' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Head to head' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Form' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: match.competitors.home.name })).toBeVisible();
  await expectAccessible(page, 'main');
});
