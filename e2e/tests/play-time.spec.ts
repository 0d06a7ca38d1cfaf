import { expect, test, type Page } from './fixtures';
import {
  acceptAnyOdds,
  devRoute,
  expectAccessible,
  findOpenPrematchMatches,
  openSlip,
  pickHomeWins,
  signUpPlayer,
} from './helpers';

// Responsible gambling in the web: the reality check shared by every tab, the session limit and
// the activity limit that stop betting, and the reminders. The minutes of play a limit needs are
// given by the platform's development route that ages a player's play-time clocks, and an
// operator's settings by the development routes that change them; the answers the browser gets
// are the platform's own.

const APP_HEADER = { 'X-App': 'sportsbook' };
const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const openPrices = (page: Page) => page.getByRole('button', { name: /, odds /, disabled: false });

type PlayTimeLimit = 'session' | 'reality_check' | 'activity';

/** A fresh player with €50, signed in in this page's browser context. */
async function freshPlayer(page: Page) {
  const player = await signUpPlayer(page.request, { label: 'play-time', deposit: 5_000 });
  await acceptAnyOdds(page);
  return player;
}

/**
 * A fresh player with one play-time limit in minutes a day (the demo player, whom the other tests
 * use, keeps no limit: a limit cannot be lifted at once).
 */
async function playerWithLimit(page: Page, type: PlayTimeLimit, minutes: number) {
  const email = await freshPlayer(page);
  const limit = await page.request.post('/api/platform/user_limits', {
    headers: APP_HEADER,
    data: { type, period: 'day', value: minutes },
  });
  expect(limit.status()).toBe(201);
  return email;
}

/** The player's play-time clock moved back by `minutes`, as that much play would have done. */
async function agePlayTime(page: Page, email: string, clock: PlayTimeLimit, minutes: number) {
  const res = await page.request.post(devRoute('/api/platform/dev/play_time'), {
    headers: APP_HEADER,
    data: { email, clock, minutes },
  });
  expect(res.status()).toBe(200);
}

/** Opens a page of the sportsbook signed in and waits until its sportsbook session has started. */
async function openSportsbook(page: Page, path: string) {
  const started = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/platform/sportsbook_sessions') && res.request().method() === 'POST',
  );
  await page.goto(path);
  return started;
}

/**
 * Whether a session started `minutes` ago began today (UTC): a daily session limit counts only
 * today's part of a session, so that test cannot be built in the first minutes after midnight.
 */
const startsToday = (minutes: number) =>
  new Date(Date.now() - (minutes + 2) * 60_000).getUTCDate() === new Date().getUTCDate();

/** Changes the site's platform settings as an operator would (development route; null removes). */
async function setPlatformSettings(page: Page, settings: Record<string, number | null>) {
  const res = await page.request.post(devRoute('/api/platform/dev/platform_settings'), {
    headers: APP_HEADER,
    data: { settings },
  });
  expect(res.ok()).toBe(true);
}

test.describe('play time', () => {
  test('the reality check shows in two tabs and one Continue closes it in both', async ({
    page,
    context,
  }) => {
    const email = await playerWithLimit(page, 'reality_check', 30);
    expect((await openSportsbook(page, '/sports/soccer')).status()).toBe(200);
    // A bet of the session, which the reality check sums: prematch, where no live delay or
    // in-play suspension can refuse it.
    const [match] = await findOpenPrematchMatches(page.request, 1);
    await pickHomeWins(page, [match!]);
    await openSlip(page);
    const slip = slipOf(page);
    await slip.getByLabel('Stake', { exact: true }).fill('2.50');
    await slip.getByRole('button', { name: /Place bet/ }).click();
    await expect(slip.getByRole('status')).toContainText('Bet placed');

    // Thirty minutes since the session began: the reality check is due.
    await agePlayTime(page, email, 'reality_check', 30);
    await page.reload();
    const second = await context.newPage();
    await second.goto('/sports');
    for (const tab of [page, second]) {
      const dialog = tab.getByRole('dialog', { name: 'Reality check' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('reality-check-bets')).toHaveText('€2.50');
      await expect(dialog.getByTestId('reality-check-wins')).toHaveText('€0.00');
      await expect(dialog.getByTestId('reality-check-net')).toHaveText('-€2.50');
    }
    await expectAccessible(page, 'dialog');

    await page.getByRole('button', { name: 'Continue playing' }).click();
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeHidden();
    await expect(second.getByRole('dialog', { name: 'Reality check' })).toBeHidden();
    // The platform counts the next interval from the Continue.
    const check = await page.request.get('/api/platform/sportsbook_sessions/reality_check');
    expect(await check.json()).toMatchObject({ reality_check_due: false, bets_sum: 250 });
  });

  test('a session-limit 403 shows its dialog in every tab and the slip cannot place', async ({
    page,
    context,
  }) => {
    test.skip(!startsToday(30), 'a daily session limit counts only the part of today');
    const email = await playerWithLimit(page, 'session', 30);
    expect((await openSportsbook(page, '/sports')).status()).toBe(200);
    const second = await context.newPage();
    await second.goto('/sports');
    await expect(second.getByTestId('balance')).toBeVisible();

    // Thirty minutes played: the next start of the session is refused.
    await agePlayTime(page, email, 'session', 30);
    expect((await openSportsbook(page, '/sports/soccer')).status()).toBe(403);
    for (const tab of [page, second]) {
      await expect(tab.getByRole('dialog', { name: 'Session time limit reached' })).toBeVisible();
      // The balance shown is reset.
      await expect(tab.getByTestId('balance')).toBeHidden();
    }
    await expectAccessible(page, 'dialog');
    await page
      .getByRole('dialog', { name: 'Session time limit reached' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await openPrices(page).first().click();
    await openSlip(page);
    const slip = slipOf(page);
    await slip.getByLabel('Stake', { exact: true }).fill('2');
    await expect(
      slip.getByText('Betting is paused: your session time limit is reached.'),
    ).toBeVisible();
    await expect(slip.getByRole('button', { name: /Place bet/ })).toBeDisabled();
  });

  test('an activity-limit 401 shows its dialog', async ({ page }) => {
    await page.clock.install();
    const email = await playerWithLimit(page, 'activity', 60);
    const limitsRead = page.waitForResponse('**/api/platform/user_limits');
    expect((await openSportsbook(page, '/sports')).status()).toBe(200);
    await expect(page.getByTestId('balance')).toBeVisible();
    await limitsRead;
    // The day's hour of activity is used up: the next report is refused.
    await agePlayTime(page, email, 'activity', 60);
    // The tracking timer starts once the limits are known; a minute later it reports. The clock
    // is moved on again until it has (the timer may start after the first move on a busy machine).
    const dialog = page.getByRole('dialog', { name: 'Activity limit reached' });
    await expect(async () => {
      await page.clock.fastForward('01:05');
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expectAccessible(page, 'dialog');
    // The session was reset: signed out.
    await expect(page.getByTestId('balance')).toBeHidden();
  });

  test('the sign-up reminder shows once to a visitor', async ({ page }) => {
    await setPlatformSettings(page, { sign_up_reminder_s: 1 });
    try {
      await page.goto('/sports');
      const reminder = page.getByRole('dialog', { name: 'Join us' });
      await expect(reminder).toBeVisible();
      await expectAccessible(page, 'dialog');
      await page.getByRole('button', { name: 'Not now' }).click();
      await expect(reminder).toBeHidden();
      await page.reload();
      await page.waitForTimeout(2_500);
      await expect(reminder).toBeHidden();
    } finally {
      await setPlatformSettings(page, { sign_up_reminder_s: null });
    }
  });

  test('the deposit reminder shows once a day to its player group', async ({ page }) => {
    await page.clock.install();
    const email = await freshPlayer(page);
    const grouped = await page.request.post(devRoute('/api/platform/dev/status_groups'), {
      headers: APP_HEADER,
      data: { email, group: 'deposit_reminder' },
    });
    expect(grouped.ok()).toBe(true);
    await page.goto('/sports');
    await expect(page.getByTestId('balance')).toBeVisible();
    // The site's default delay: 10 s after the page opens.
    const reminder = page.getByRole('dialog', { name: 'Ready for your next bet?' });
    await expect(async () => {
      await page.clock.fastForward('00:11');
      await expect(reminder).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expectAccessible(page, 'dialog');
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(reminder).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.clock.fastForward('00:30');
    await expect(reminder).toBeHidden();
  });
});
