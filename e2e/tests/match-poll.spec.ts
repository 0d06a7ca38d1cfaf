import { expect, test, type APIRequestContext } from './fixtures';
import {
  expectAccessible,
  matchPath,
  signInAsDemo,
  type ApiMatch,
  clearOfKickOff,
} from './helpers';

const APP = { 'X-App': 'sportsbook' };
const predictionOf = (match: ApiMatch) => `match:${match.id}:winner`;

/** A prematch match the given player (the request's cookies) has not voted on. */
async function unvotedMatch(request: APIRequestContext): Promise<ApiMatch> {
  const res = await request.get(
    `/api/sb/matches?sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=50`,
  );
  const { data } = (await res.json()) as { data: ApiMatch[] };
  for (const match of data) {
    const poll = await request.get(`/api/sb/vote?prediction_id=${predictionOf(match)}`);
    if (poll.ok() && (await poll.json()).vote === null) return match;
  }
  throw new Error('every match has a vote');
}

test('vote once on the match page, see the results, and see others vote live', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  const match = await unvotedMatch(page.request);
  await page.goto(matchPath(match));
  const poll = page.getByRole('region', { name: 'Who will win?' });
  await expect(poll).toBeVisible({ timeout: 20_000 });
  const home = match.competitors.home!.name;
  await expect(poll.getByTestId('poll-results')).toHaveCount(0);
  await expectAccessible(page, 'section[aria-labelledby^="poll-"]');
  await poll.getByRole('button', { name: home, exact: true }).click();

  // Voted: the results replace the choices, with the player's pick marked.
  const results = poll.getByTestId('poll-results');
  await expect(results).toBeVisible();
  await expect(poll.getByRole('button')).toHaveCount(0);
  await expect(results.getByRole('listitem').filter({ hasText: 'Your pick' })).toContainText(home);
  const totalText = await poll.getByText(/\d+ votes?$/).innerText();
  const total = Number(totalText.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(1);
  await expectAccessible(page, 'section[aria-labelledby^="poll-"]');

  // A second vote is refused by the API, and the page after a reload still shows the one vote.
  const again = await page.request.post('/api/sb/vote', {
    headers: APP,
    data: { prediction_id: predictionOf(match), data: { outcome: 'away' } },
  });
  expect(again.status()).toBe(409);

  // Another player votes: the count moves on this page without a reload.
  const other = await playwright.request.newContext({ baseURL: baseURL! });
  const signedUp = await other.post('/api/platform/users', {
    headers: APP,
    data: {
      user: {
        email: `poll-${Date.now().toString(36)}@example.com`,
        password: 'correct horse battery',
        currency: 'EUR',
        country: 'DE',
      },
    },
  });
  expect(signedUp.status()).toBe(201);
  const cast = await other.post('/api/sb/vote', {
    headers: APP,
    data: { prediction_id: predictionOf(match), data: { outcome: 'away' } },
  });
  expect(cast.ok()).toBe(true);
  await other.dispose();
  await expect(poll.getByText(`${total + 1} votes`)).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Who will win?' }).getByTestId('poll-results'),
  ).toBeVisible();
});
