import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, openSlip, signInAsDemo } from './helpers';

// Responsible gambling in the web: the reality check shared by every tab, the session limit and
// the activity limit that stop betting, and the reminders. The platform's answers that take real
// minutes (a due reality check, a used-up limit) are given by the test at the network.

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const openPrices = (page: Page) => page.getByRole('button', { name: /, odds /, disabled: false });

/** Answers the reality check as due, with set figures, until the player continues. */
async function realityCheckDue(context: BrowserContext) {
  let due = true;
  await context.route('**/api/platform/sportsbook_sessions/reality_check', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, bets_sum: 2_500, wins_sum: 1_000, reality_check_due: due },
    });
  });
  await context.route('**/api/platform/sportsbook_sessions/continue', async (route) => {
    due = false;
    await route.continue();
  });
}

/** Adds the site's platform settings the test needs to the system data. */
async function withPlatformSettings(context: BrowserContext, extra: Record<string, unknown>) {
  await context.route('**/api/sb/system', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { platform_settings: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...body, platform_settings: { ...body.platform_settings, ...extra } },
    });
  });
}

test.describe('play time', () => {
  test(
    'the reality check shows in two tabs and one Continue closes it in both',
    { tag: '@any-viewport' },
    async ({ page, context }) => {
      await signInAsDemo(page);
      await realityCheckDue(context);
      await page.reload();
      const second = await context.newPage();
      await second.goto('/sports');
      for (const tab of [page, second]) {
        const dialog = tab.getByRole('dialog', { name: 'Reality check' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByTestId('reality-check-bets')).toHaveText('€25.00');
        await expect(dialog.getByTestId('reality-check-wins')).toHaveText('€10.00');
        await expect(dialog.getByTestId('reality-check-net')).toHaveText('-€15.00');
      }
      await expectAccessible(page, 'dialog');

      await page.getByRole('button', { name: 'Continue playing' }).click();
      await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeHidden();
      await expect(second.getByRole('dialog', { name: 'Reality check' })).toBeHidden();
    },
  );

  test('a session-limit 403 shows its dialog in every tab and the slip cannot place', async ({
    page,
    context,
  }) => {
    await signInAsDemo(page);
    const second = await context.newPage();
    await second.goto('/sports');
    await expect(second.getByTestId('balance')).toBeVisible();
    await context.route('**/api/platform/sportsbook_sessions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            json: {
              code: 'SESSION_LIMIT_REACHED',
              message: 'error.platform.session_limit_reached',
            },
          })
        : route.continue(),
    );
    await page.goto('/sports/soccer');
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

  test(
    'an activity-limit 401 shows its dialog',
    { tag: '@any-viewport' },
    async ({ page, context }) => {
      await page.clock.install();
      await signInAsDemo(page);
      await context.route('**/api/platform/user_limits', (route) =>
        route.fulfill({
          json: {
            data: [
              {
                id: 1,
                type: 'activity',
                strategy: 'time',
                status: 'active',
                period: 'day',
                value: 60,
                parent_type: null,
                disable_at: null,
                created_at: new Date().toISOString(),
                confirm_until: null,
              },
            ],
          },
        }),
      );
      await context.route('**/api/platform/player/activity_limit_track', (route) =>
        route.fulfill({
          status: 401,
          json: {
            code: 'ACTIVITY_LIMIT_REACHED',
            message: 'error.platform.activity_limit_reached',
          },
        }),
      );
      const limitsRead = page.waitForResponse('**/api/platform/user_limits');
      await page.reload();
      await expect(page.getByTestId('balance')).toBeVisible();
      await limitsRead;
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
    },
  );

  test(
    'the sign-up reminder shows once to a visitor',
    { tag: '@any-viewport' },
    async ({ page, context }) => {
      await withPlatformSettings(context, { sign_up_reminder_s: 1 });
      await page.goto('/sports');
      const reminder = page.getByRole('dialog', { name: 'Join us' });
      await expect(reminder).toBeVisible();
      await expectAccessible(page, 'dialog');
      await page.getByRole('button', { name: 'Not now' }).click();
      await expect(reminder).toBeHidden();
      await page.reload();
      await page.waitForTimeout(2_500);
      await expect(reminder).toBeHidden();
    },
  );

  test(
    'the deposit reminder shows once a day to its player group',
    { tag: '@any-viewport' },
    async ({ page, context }) => {
      await signInAsDemo(page);
      await withPlatformSettings(context, { deposit_reminder_delay_s: 1 });
      await context.route('**/api/platform/player', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { statuses: string[] };
        await route.fulfill({
          response,
          json: { ...body, statuses: [...body.statuses, 'deposit_reminder'] },
        });
      });
      await page.reload();
      const reminder = page.getByRole('dialog', { name: 'Ready for your next bet?' });
      await expect(reminder).toBeVisible();
      await expectAccessible(page, 'dialog');
      await page.getByRole('button', { name: 'Not now' }).click();
      await expect(reminder).toBeHidden();
      await page.reload();
      await page.waitForTimeout(2_500);
      await expect(reminder).toBeHidden();
    },
  );
});
