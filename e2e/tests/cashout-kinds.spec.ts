import { expect, test, type Locator, type Page } from './fixtures';
import {
  headerBalance,
  openSlip,
  setAcceptMode,
  signInAsNewPlayer,
  SITE_ACCEPT_MODE,
} from './helpers';

interface ListedMatch {
  id: number;
  slug: string;
  main_market: {
    id: number;
    specifier: string;
    outcomes: { id: string; active: boolean; odds: number }[];
  } | null;
}

/** Upcoming soccer matches, latest start first: their markets stay open during the test. */
async function upcomingMatches(page: Page, limit: number): Promise<ListedMatch[]> {
  const res = await page.request.get(
    `/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=${limit}`,
  );
  return ((await res.json()) as { data: ListedMatch[] }).data;
}

/** Cashes out the first bet of My bets whose heading matches, at the offer it shows. */
async function cashOutFromMyBets(page: Page, slip: Locator, heading: RegExp) {
  await slip.getByRole('tab', { name: 'My bets' }).click();
  const bet = slip
    .getByRole('listitem')
    .filter({ has: page.getByText(heading) })
    .first();
  const cashout = bet.getByRole('button', { name: /^Cash out / });
  await expect(cashout).toBeVisible();
  const before = await headerBalance(page);
  // A price can move between the offer on screen and the click: a refused offer is re-read.
  const done = page.getByRole('status').filter({ hasText: 'Cashed out' });
  const refused = slip
    .getByRole('alert')
    .filter({ hasText: /cash-out value changed|not available/ });
  let offer = 0;
  for (let attempt = 0; attempt < 3 && !(await done.isVisible()); attempt++) {
    await cashout.click();
    const confirm = slip.getByRole('button', { name: /^Confirm / });
    offer = Number((await confirm.innerText()).replace(/[^\d.]/g, ''));
    await confirm.click();
    await expect(done.or(refused).first()).toBeVisible();
  }
  expect(offer).toBeGreaterThan(0);
  // The balance rises by exactly the offer the player confirmed.
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + offer, 2);
  await slip.getByRole('button', { name: 'Settled' }).click();
  await expect(
    slip
      .getByRole('listitem')
      .filter({ has: page.getByText(heading) })
      .first(),
  ).toContainText('Cashed out');
}

test.describe('cash out of system and bet-builder bets', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewPlayer(page, 'cashout-kinds');
    await setAcceptMode(page, 'any');
  });
  test.afterEach(async ({ page }) => setAcceptMode(page, SITE_ACCEPT_MODE));

  test('a system bet placed from the slip is cashed out from My bets', async ({ page }) => {
    const legs = (await upcomingMatches(page, 10))
      .filter((m) => m.main_market?.outcomes.some((o) => o.active))
      .slice(0, 3)
      .map((m) => ({
        match_id: m.id,
        market_id: m.main_market!.id,
        specifier: m.main_market!.specifier,
        outcome_id: m.main_market!.outcomes.find((o) => o.active)!.id,
      }));
    expect(legs).toHaveLength(3);
    const share = await page.request.post('/api/sb/bets/share-code', {
      headers: { 'X-App': 'sportsbook' },
      data: {
        bets: [
          {
            stake: 300,
            currency: 'EUR',
            subunits: 100,
            selections: legs,
            betType: 'system',
            systemType: { totalCount: 3, winCount: 2 },
            customOdds: null,
            freebetStake: null,
          },
        ],
      },
    });
    expect(share.ok()).toBe(true);
    await page.goto(`/sports?betcode=${((await share.json()) as { code: string }).code}`);
    await openSlip(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('button', { name: 'System', pressed: true })).toBeVisible();
    await slip.getByLabel('Stake', { exact: true }).fill('3');
    await slip.getByRole('button', { name: /Place bet/ }).click();
    await expect(slip.getByRole('status')).toContainText('Bet placed');
    await cashOutFromMyBets(page, slip, /^System · /);
  });

  test('a bet-builder bet placed from the slip is cashed out from My bets', async ({ page }) => {
    const [match] = await upcomingMatches(page, 1);
    await page.goto(`/sports/soccer/${match!.slug}#betBuilder`);
    const builder = page.getByRole('tabpanel');
    await builder
      .getByRole('region', { name: '1X2' })
      .getByRole('button', { name: /, odds / })
      .first()
      .click();
    await builder
      .getByRole('region', { name: 'Both teams to score' })
      .getByRole('button', { name: /, odds / })
      .first()
      .click();
    await expect(builder.getByText(/^2 selections at \d/)).toBeVisible();
    await builder.getByRole('button', { name: 'Add to bet slip' }).click();
    await openSlip(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByText('Bet builder', { exact: true })).toBeVisible();
    await slip.getByLabel('Stake', { exact: true }).fill('2');
    await slip.getByRole('button', { name: /Place bet/ }).click();
    await expect(slip.getByRole('status')).toContainText('Bet placed');
    await cashOutFromMyBets(page, slip, /^Bet builder · /);
  });
});
