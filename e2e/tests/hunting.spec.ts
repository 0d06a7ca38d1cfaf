// Huntings and hunting tournaments, each test with fresh players of its own whose bonuses a
// development route issues: a hunting activated on the promotions page shows the points a bet
// will farm in the slip, and its progress rises once the bet is placed; a tournament's
// leaderboard lists the players by farmed amount with the current player highlighted and the
// others' e-mails masked.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from './fixtures';
import {
  devRoute,
  expectAccessible,
  openSlip,
  pickHomeWins,
  type ApiMatch,
  clearOfKickOff,
  acceptAnyOdds,
} from './helpers';

const APP_HEADER = { 'X-App': 'sportsbook' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Minor units as the page shows euros: €20.15. */
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

/** A fresh player with €50 signed in on `request`, holding the bonus of `key`. */
async function playerWith(request: APIRequestContext, key: string, activate: boolean) {
  const email = `e2e-hunt-${unique()}@example.com`;
  const signedUp = await request.post('/api/platform/users', {
    headers: APP_HEADER,
    data: { user: { email, password: 'hunting password 1', currency: 'EUR', country: 'DE' } },
  });
  expect(signedUp.status()).toBe(201);
  const deposit = await request.post('/api/platform/player/deposits', {
    headers: APP_HEADER,
    data: { amount: 5_000, currency: 'EUR' },
  });
  expect(await deposit.json()).toMatchObject({ result: 'success' });
  const issued = await request.post(devRoute('/api/sb/dev/bonuses/issue'), {
    data: { email, key, activate },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  return { email, bonus: (await issued.json()) as { id: string; name: string } };
}

/** Prematch matches whose home win is open at odds of at least 1.5 (the bonuses' minimum). */
async function homeWins(request: APIRequestContext, count: number) {
  const res = await request.get(
    `/api/sb/matches?sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=50`,
  );
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const fit = data.filter((m) => {
    const home = m.main_market?.outcomes[0];
    return m.main_market?.outcomes.every((o) => o.active) && home && home.odds >= 1.5;
  });
  expect(fit.length).toBeGreaterThanOrEqual(count);
  return fit.slice(0, count);
}

/** A single on a match's home win, placed through the API. */
async function placeHomeWin(request: APIRequestContext, match: ApiMatch, stake: number) {
  const market = match.main_market!;
  const res = await request.post('/api/sb/bets', {
    headers: APP_HEADER,
    data: {
      meta: { device_id: 'e2e-hunting' },
      bets: [
        {
          stake: { value: stake, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: market.outcomes[0]!.id,
              odds: market.outcomes[0]!.odds,
            },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('hunting and tournaments', () => {
  test('a hunting activated on the promotions page farms points from a bet', async ({ page }) => {
    const { bonus } = await playerWith(page.request, 'goal-hunt', false);
    await acceptAnyOdds(page);
    await page.goto('/sports/promotions');
    const card = page.getByTestId('hunting-card').filter({ hasText: bonus.name });
    await expect(card.getByTestId('hunting-points')).toHaveText('0 of 100 points');
    await expectAccessible(page);
    await card.getByRole('button', { name: `Start hunting: ${bonus.name}` }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    const [match] = await homeWins(page.request, 1);
    await page.goto('/sports');
    await pickHomeWins(page, [match!]);
    await openSlip(page);
    const slip = slipOf(page);
    await slip.getByLabel('Stake', { exact: true }).fill('10');
    const points = Math.floor(
      (Math.round(match!.main_market!.outcomes[0]!.odds * 10_000) * 1_000) / 1_000_000,
    );
    await expect(slip.getByTestId('hunting-preview')).toContainText(`+${points} points`);
    await expectAccessible(page);
    await slip.getByRole('button', { name: 'Place bet · €10.00' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();

    await page.goto('/sports/promotions');
    await expect(card.getByTestId('hunting-points')).toHaveText(`${points} of 100 points`);
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(points));
  });

  test('the leaderboard highlights the current player and masks the others', async ({
    page,
    baseURL,
  }) => {
    const other = await playwrightRequest.newContext({ baseURL: baseURL! });
    try {
      const rival = await playerWith(other, 'winter-hunt-cup', true);
      const me = await playerWith(page.request, 'winter-hunt-cup', true);
      const [first, second] = await homeWins(page.request, 2);
      // A stake of its own, so the rival's row is told apart from other tests' players.
      const rivalStake = 2_001 + Math.floor(Math.random() * 998);
      await placeHomeWin(other, first!, rivalStake);
      await placeHomeWin(page.request, second!, 1_000);

      await page.goto('/sports/promotions');
      const card = page.getByTestId('tournament-card').filter({ hasText: me.bonus.name });
      await card.getByRole('button', { name: 'Show leaderboard' }).click();
      const table = card.getByRole('table', { name: `${me.bonus.name}: leaderboard` });
      const mine = table.locator('tr[aria-current="true"]');
      await expect(mine).toContainText(me.email);
      await expect(mine).toContainText('(you)');
      const rivalRow = table.getByRole('row').filter({ hasText: euros(rivalStake) });
      await expect(rivalRow).toContainText(`${rival.email.slice(0, 2)}***@example.com`);
      await expect(table).not.toContainText(rival.email);
      // The rival farmed more: placed above.
      const position = Number(await mine.getByRole('rowheader').innerText());
      const rivalPosition = Number(await rivalRow.getByRole('rowheader').innerText());
      expect(rivalPosition).toBeLessThan(position);
      await expect(card.getByTestId('tournament-standing')).toHaveText(
        new RegExp(`^You are in position ${position} with €10.00 farmed.$`),
      );
      await expectAccessible(page);
    } finally {
      await other.dispose();
    }
  });
});
