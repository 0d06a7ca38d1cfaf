import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import {
  devRoute,
  expectAccessible,
  findMatch,
  headerBalance,
  matchPath,
  openSlip,
  setAcceptMode,
  signInAsDemo,
  signInAsNewPlayer,
  SITE_ACCEPT_MODE,
  type ApiMatch,
} from './helpers';

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

/** A live game still open (prices between 1.2 and 15, all of them active). */
const open = (m: ApiMatch) =>
  m.main_market?.outcomes.every((o) => o.active && o.odds >= 1.2 && o.odds <= 15) ?? false;

/**
 * A live match of the sport with the longest live delay being played: cricket waits 6 s, soccer
 * 5 s (site-config.json), each at least the 5 s after which the browser used to give up.
 */
async function liveMatch(request: APIRequestContext): Promise<ApiMatch> {
  for (const sport of ['cricket', 'soccer']) {
    const match = await findMatch(
      request,
      `sport_key=${sport}&type=match&match_status=1&limit=50`,
      open,
    ).catch(() => null);
    if (match && open(match)) return match;
  }
  return findMatch(request, 'sport_key=soccer&type=match&match_status=1&limit=50');
}

/** Places 1.00 on the match's first open price (again if the live delay ends in a refusal). */
async function placeLiveBet(page: Page, match: ApiMatch): Promise<string> {
  await page.goto(matchPath(match));
  const slip = slipOf(page);
  const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
  const refused = slip.getByRole('alert');
  const place = slip.getByRole('button', { name: /Place bet/ });
  const home = match.competitors.home?.name ?? '';
  const price = page
    .getByRole('button', { name: new RegExp(`${home}.*, odds `), disabled: false })
    .first();
  await expect(price).toBeVisible({ timeout: 30_000 });
  await price.click();
  await openSlip(page);
  await slip.getByLabel('Stake', { exact: true }).fill('1');
  // A live market can suspend during the live delay (a goal, a wicket): placed again once open.
  for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt++) {
    await expect(place).toBeEnabled({ timeout: 30_000 });
    await place.click();
    await expect(placed.or(refused).first()).toBeVisible({ timeout: 20_000 });
  }
  await expect(placed).toBeVisible();
  await slip.getByRole('button', { name: 'New bet slip' }).click();
  // The newest open bet is the one just placed.
  const res = await page.request.get('/api/sb/bets?status=submitted,waiting_results&limit=1');
  const { data } = (await res.json()) as { data: Array<{ ref: string }> };
  return data[0]!.ref;
}

async function openMyBets(page: Page): Promise<Locator> {
  await openSlip(page);
  const slip = slipOf(page);
  await slip.getByRole('tab', { name: 'My bets' }).click();
  return slip;
}

const betItem = (slip: Locator, ref: string) =>
  slip.getByRole('listitem').filter({ hasText: 'Stake: ' }).filter({ hasText: ref });

test.describe('my bets', () => {
  test.afterEach(async ({ page }) => {
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });

  test('a live cash out shows its progress through the live delay, then the amount paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAsNewPlayer(page, 'live-cashout');
    await setAcceptMode(page, 'any');
    const ref = await placeLiveBet(page, await liveMatch(request));
    const slip = await openMyBets(page);
    const bet = betItem(slip, ref);
    await expect(bet).toBeVisible();
    const afterBet = await headerBalance(page);

    const done = page.getByRole('status').filter({ hasText: /Cashed out €/ });
    const refused = bet.getByRole('alert');
    let offer = 0;
    // The offer can move while the live delay runs: a refused one is offered again, re-read.
    for (let attempt = 0; attempt < 4 && !(await done.isVisible()); attempt++) {
      await bet.getByRole('button', { name: /^Cash out / }).click({ timeout: 30_000 });
      const confirm = bet.getByRole('button', { name: /^Confirm / });
      offer = Number((await confirm.innerText()).replace(/[^\d.]/g, ''));
      await confirm.click();
      // In progress: counted down, and not clickable a second time (a refusal before the live
      // delay, such as a suspended market, is answered at once and tried again).
      const busy = bet.getByRole('button', { name: /^Cashing out / });
      await expect(busy.or(refused).first()).toBeVisible();
      if (await refused.isVisible()) continue;
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(bet.getByRole('status')).toHaveText(/Live delay: \d+ seconds? left/);
      await expect(bet.getByRole('button', { name: /^Cash out |^Confirm / })).toHaveCount(0);
      await expect(done.or(refused).first()).toBeVisible({ timeout: 30_000 });
    }
    // What the screen says is what happened: the bet was cashed out and paid.
    await expect(done).toBeVisible();
    await expect(slip.getByText('Cash out is not available right now.')).toHaveCount(0);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(afterBet + offer, 2);
    // It leaves the open bets and is listed with the cashed-out ones.
    await expect(betItem(slip, ref)).toHaveCount(0);
    await slip.getByRole('button', { name: 'Cashed out', exact: true }).click();
    const cashed = betItem(slip, ref);
    await expect(cashed).toBeVisible();
    await expect(cashed.getByText(`Returned €${offer.toFixed(2)}`)).toBeVisible();
    await expect(cashed.locator('[data-state]').first()).toHaveText('¤ Cashed out');
  });

  test(
    'each leg shows its kick-off and state, open then settled, and the views filter by status',
    { tag: '@phone' },
    async ({ page, request }) => {
      test.setTimeout(180_000);
      await signInAsDemo(page);
      await setAcceptMode(page, 'any');
      const match = await findMatch(
        request,
        'sport_key=soccer&type=match&match_status=1&limit=50',
        open,
      );
      const ref = await placeLiveBet(page, match);
      const slip = await openMyBets(page);
      const bet = betItem(slip, ref);
      await expect(bet).toBeVisible();
      // Open: the leg's kick-off and its state in words.
      await expect(bet.locator('time')).toHaveText(/^Kick-off /);
      await expect(bet.locator('[data-state]')).toHaveText('◷ Open');
      await expectAccessible(page, 'aside[aria-label="Bet slip"]');

      const finished = await page.request.post(
        devRoute(`/api/sb/dev/feed/matches/${match.id}/finish`),
      );
      expect(finished.ok()).toBe(true);
      // Settled, the bet leaves the open bets (the private channel says so, no reload).
      await expect(betItem(slip, ref)).toHaveCount(0, { timeout: 20_000 });
      await slip.getByRole('button', { name: 'Settled', exact: true }).click();
      const settled = betItem(slip, ref);
      await expect(settled).toBeVisible({ timeout: 20_000 });
      await expect(settled.locator('[data-state]')).toHaveText(/^(✓ Won|✕ Lost)$/);
      const won = (await settled.locator('[data-state]').innerText()).includes('Won');
      // The result filter keeps it with its own result only.
      await slip.getByLabel('Result').selectOption(won ? 'lose' : 'win');
      await expect(betItem(slip, ref)).toHaveCount(0);
      await slip.getByLabel('Result').selectOption(won ? 'win' : 'lose');
      await expect(betItem(slip, ref)).toBeVisible();
      // Not a cash out: the cashed-out view does not list it.
      await slip.getByRole('button', { name: 'Cashed out', exact: true }).click();
      await expect(slip.getByText('Loading your bets…')).toHaveCount(0);
      await expect(betItem(slip, ref)).toHaveCount(0);
    },
  );
});
