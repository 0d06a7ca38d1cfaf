import { expect, test, type Page } from './fixtures';
import {
  devRoute,
  expectAccessible,
  findMatch,
  matchPath,
  type ApiMatch,
  clearOfKickOff,
} from './helpers';

interface Timeline {
  events: { kind: string; player_name: string; minute: number }[];
}

/**
 * One of the soccer matches that start last, kicked off and played to its end at once; the first
 * that ends with a goal (a goalless draw is rare, and the next one is tried then).
 */
async function finishedMatchWithGoal(page: Page): Promise<{ match: ApiMatch; timeline: Timeline }> {
  const list = await page.request.get(
    '/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=6',
  );
  const candidates: ApiMatch[] = (await list.json()).data.slice(1);
  for (const match of candidates) {
    expect(
      (await page.request.post(devRoute(`/api/sb/dev/feed/matches/${match.id}/start`))).ok(),
    ).toBe(true);
    expect(
      (await page.request.post(devRoute(`/api/sb/dev/feed/matches/${match.id}/finish`))).ok(),
    ).toBe(true);
    const timeline: Timeline = await (
      await page.request.get(`/api/sb/matches/${match.id}/timeline`)
    ).json();
    if (timeline.events.some((e) => e.kind === 'goal')) return { match, timeline };
  }
  throw new Error('no finished match with a goal');
}

test(
  'a soccer match page offers goalscorer, corner and player markets and shows line-ups',
  { tag: '@phone' },
  async ({ page }) => {
    const match = await findMatch(
      page.request,
      `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
    );
    const lineups = await (await page.request.get(`/api/sb/matches/${match.id}/lineups`)).json();
    await page.goto(matchPath(match));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('region', { name: 'Anytime goalscorer', exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Corners – total 9.5', exact: true }),
    ).toBeVisible();
    const striker = (lineups.home.starters as { name: string; position: string }[]).find(
      (p) => p.position === 'FW',
    )!.name;
    await expect(
      main.getByRole('region', { name: `${striker} – shots on target 0.5`, exact: true }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'STATISTICS' }).click();
    await page.getByRole('button', { name: 'Line-ups', exact: true }).click();
    const sheet = page.getByTestId('match-lineups');
    await expect(sheet.getByRole('heading', { name: 'Starting line-up' })).toHaveCount(2);
    await expect(sheet.getByRole('heading', { name: 'Substitutes' })).toHaveCount(2);
    await expect(sheet.getByRole('region', { name: match.competitors.home!.name })).toContainText(
      lineups.home.starters[0].name,
    );
    await expect(sheet.getByRole('region', { name: match.competitors.away!.name })).toContainText(
      lineups.away.bench[0].name,
    );
    await expectAccessible(page, 'main');
  },
);

test('the timeline lists the goals of a match with their scorers and minutes', async ({ page }) => {
  const { match, timeline } = await finishedMatchWithGoal(page);
  await page.goto(matchPath(match));
  await page.getByRole('tab', { name: 'STATISTICS' }).click();
  await expect(page.getByRole('button', { name: 'Timeline', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.getByTestId('match-timeline');
  const goal = timeline.events.find((e) => e.kind === 'goal')!;
  await expect(list.getByRole('listitem')).toHaveCount(timeline.events.length);
  await expect(
    list.getByRole('listitem').filter({ hasText: goal.player_name }).first(),
  ).toContainText(`${goal.minute}′`);
  await expect(page.getByRole('table', { name: 'Match statistics' })).toBeVisible();
  await expectAccessible(page, 'main');
});
