// Shared steps for the browser tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The API's own port. Development routes and the real-time server API are not served through the
 * web port (it answers 404), so the tests call them here, as a backend would.
 */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4000'}`;

/** The real-time server API key the suite's product runs with (playwright.config.ts). */
export const REALTIME_API_KEY = 'e2e-realtime-api-key';

/** A development route (e.g. /api/platform/dev/outbox) on the API's port. */
export const devRoute = (path: string) => `${API_URL}${path}`;

export interface ApiMatch {
  id: number;
  slug: string;
  status: number;
  name: string;
  tournament: { slug: string; sport: { key: string }; category: { slug: string } };
  competitors: { home: { name: string } | null; away: { name: string } | null };
  main_market?: {
    id: number;
    specifier: string;
    outcomes: Array<{ id: string; active: boolean; odds: number }>;
  } | null;
  statistics: { total_score: { home: number; away: number } | null };
}

/** A match with its main market priced. */
export type PricedMatch = ApiMatch & { main_market: NonNullable<ApiMatch['main_market']> };

/**
 * The soccer match that starts last: far down the lists, and moved by the feed only at its prematch
 * drift (every five minutes).
 */
export async function lastStartingSoccerMatch(page: Page): Promise<PricedMatch> {
  const res = await page.request.get(
    '/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=1',
  );
  expect(res.ok()).toBe(true);
  const match = ((await res.json()) as { data: ApiMatch[] }).data[0];
  if (!match?.main_market) throw new Error('no prematch soccer match with a main market');
  return match as PricedMatch;
}

/** The price the server holds now for the first outcome of `match`'s main market. */
export async function heldFirstPrice(page: Page, match: ApiMatch): Promise<number> {
  const res = await page.request.get(`/api/sb/matches/${match.id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ApiMatch).main_market!.outcomes[0]!.odds;
}

/** Publishes an event on the English channel through the real-time server API. */
export const publishEvent = (page: Page, event_name: string, message: object) =>
  page.request.post(devRoute('/api/realtime/publish'), {
    headers: { 'x-api-key': REALTIME_API_KEY },
    data: { channel: 'lang:en', data: { event_name, message } },
  });

/**
 * Publishes `match`'s main market with its first price set to `odds`, as the feed publishes: the
 * pages see the move, the server's catalogue does not (a reload shows the server's price).
 */
export const publishFirstPrice = (page: Page, match: PricedMatch, odds: number) =>
  publishEvent(page, 'markets_changed', {
    match_id: match.id,
    markets: [
      {
        ...match.main_market,
        outcomes: match.main_market.outcomes.map((o, i) => (i === 0 ? { ...o, odds } : o)),
      },
    ],
  });

/** The first match the query lists, or the first of them `prefer` accepts if any does. */
export async function findMatch(
  request: APIRequestContext,
  query: string,
  prefer?: (match: ApiMatch) => boolean,
): Promise<ApiMatch> {
  const res = await request.get(`/api/sb/matches?${query}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const match = (prefer && data.find(prefer)) ?? data[0];
  if (!match) throw new Error(`no match for ${query}`);
  return match;
}

/**
 * `count` prematch matches of a sport whose main market is open with every outcome priced: their
 * prices move only when a test moves them (or at a rare prematch drift), unlike live ones.
 */
export async function findOpenPrematchMatches(
  request: APIRequestContext,
  count: number,
  sport = 'soccer',
): Promise<ApiMatch[]> {
  const res = await request.get(
    `/api/sb/matches?sport_key=${sport}&type=match&match_status=0&limit=50&start_from=${clearOfKickOff()}`,
  );
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const open = data.filter((m) => m.main_market?.outcomes.every((o) => o.active));
  expect(open.length).toBeGreaterThanOrEqual(count);
  return open.slice(0, count);
}

/**
 * The earliest start time (ISO) of a prematch match a test bets on: past the simulator's
 * 30-minute window of matches it starts soon, so none kicks off in the middle of a test.
 */
export const clearOfKickOff = () => new Date(Date.now() + 40 * 60_000).toISOString();

/**
 * Moves the price of one outcome of a match's main market by ladder steps through the feed
 * (development route), as a price change reaches every client. The new decimal price.
 */
export async function moveOdds(
  request: APIRequestContext,
  match: ApiMatch,
  { outcome = 0, steps = 1 }: { outcome?: number; steps?: number } = {},
): Promise<number> {
  const market = match.main_market;
  if (!market) throw new Error(`match ${match.id} has no main market`);
  const res = await request.post(devRoute(`/api/sb/dev/feed/matches/${match.id}/odds`), {
    data: {
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: market.outcomes[outcome]?.id,
      steps,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { odds: number }).odds;
}

export const matchPath = (match: ApiMatch) => `/sports/${match.tournament.sport.key}/${match.slug}`;

/** Puts the home win of each match in the slip, from the match's own page. */
export async function pickHomeWins(page: Page, matches: ApiMatch[]) {
  for (const match of matches) {
    await page.goto(matchPath(match));
    const home = (match.competitors.home?.name ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const price = page
      .getByRole('button', { name: new RegExp(`^1 ${home} to win .*, odds `), disabled: false })
      .first();
    // A tap before the page is interactive is lost: tap until the price shows as picked, so the
    // next page load cannot drop it.
    await expect(async () => {
      if ((await price.getAttribute('aria-pressed')) !== 'true') await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
  }
}

/** No serious or critical accessibility violations on the page (or one part of it) as it is now. */
export async function expectAccessible(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Phones show the bet slip as a bottom sheet behind a toggle. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 960;

/** Opens the bet slip sheet on phones (the desktop column is always open). */
export async function openSlip(page: Page) {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: /^Bet slip/ }).first();
  // The page may open the sheet itself meanwhile (a restored ?betcode= does): tap until it is open.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Flips the bet slip sheet on phones. */
export async function toggleSlip(page: Page) {
  if (isPhone(page))
    await page
      .getByRole('button', { name: /^Bet slip/ })
      .first()
      .click();
}

/**
 * Signs the demo player in through the API (the page's cookie jar takes the session) and opens the
 * home page on the euro account. Signing in through the dialog has tests of its own
 * (account.spec.ts, slip-connection.spec.ts); the others only need a signed-in player.
 */
export async function signInAsDemo(page: Page) {
  const appHeader = { 'X-App': 'sportsbook' };
  const signedIn = await page.request.post('/api/platform/users/sign_in', {
    headers: appHeader,
    data: { user: { email: 'demo@example.com', password: 'demo-password' } },
  });
  expect(signedIn.ok()).toBe(true);
  // Every test starts on the euro account, whatever an earlier test left active.
  if ((await signedIn.json()).currency !== 'EUR') {
    const res = await page.request.post('/api/platform/player/accounts', {
      headers: appHeader,
      data: { currency: 'EUR' },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto('/sports');
  // Signed in: the header shows the balance of the active account.
  await expect(page.getByTestId('balance')).toContainText('€');
}

/**
 * Signs up a new euro player through the API as `request`'s cookie jar (a page's `page.request`
 * signs that page in), with `deposit` minor units on the account. Tests that count a player's
 * notifications, limits or bonuses use one of their own: the demo player is shared by every test.
 */
export async function signUpPlayer(
  request: APIRequestContext,
  { label, deposit = 0 }: { label: string; deposit?: number },
): Promise<string> {
  const headers = { 'X-App': 'sportsbook' };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-${label}-${unique}@example.com`;
  const signedUp = await request.post('/api/platform/users', {
    headers,
    data: { user: { email, password: `${label} password 1`, currency: 'EUR', country: 'DE' } },
  });
  expect(signedUp.status()).toBe(201);
  if (deposit > 0) {
    const paid = await request.post('/api/platform/player/deposits', {
      headers,
      data: { amount: deposit, currency: 'EUR' },
    });
    expect(await paid.json()).toMatchObject({ result: 'success' });
  }
  return email;
}

/**
 * Signs a new euro player in with €1,000 on the account (as the demo player starts) and opens the
 * home page. Tests that compare the header's balance before and after use one: the demo player's
 * balance also moves when a bet an earlier test left open settles.
 */
export async function signInAsNewPlayer(page: Page, label: string, deposit = 100_000) {
  await signUpPlayer(page.request, { label, deposit });
  await page.goto('/sports');
  await expect(page.getByTestId('balance')).toContainText('€');
}

/** The balance in the header, in major units. */
export const headerBalance = async (page: Page) =>
  Number((await page.getByTestId('balance').innerText()).replace(/[^\d.]/g, ''));

/** The site's default odds-accept mode (site-config.json), which tests put back when done. */
export const SITE_ACCEPT_MODE = 'higher';

/** The signed-in player's odds-accept mode, saved on the server as the settings menu does. */
export async function setAcceptMode(page: Page, mode: 'none' | 'higher' | 'any') {
  const res = await page.request.post('/api/sb/settings', {
    headers: { 'X-App': 'sportsbook' },
    data: { auto_accept_odds_change: mode },
  });
  expect(res.ok()).toBe(true);
}

/**
 * Lets the page's player accept any price move, for tests that are not about odds changes: the
 * feed's prematch drift moves prices every few minutes, also while a test fills the slip.
 */
export const acceptAnyOdds = (page: Page) => setAcceptMode(page, 'any');

/**
 * Places one single through the API as the page's player (its cookies): `stake` minor units of
 * euros on one outcome of the match's main market, at its price now. The answer's first bet, or
 * null when the API refused it (a live delay, a price that moved).
 */
export async function placeSingle(
  page: Page,
  match: ApiMatch,
  { outcome = 0, stake = 100 }: { outcome?: number; stake?: number } = {},
): Promise<{ id: string; ref: string; status: string } | null> {
  const market = match.main_market;
  const picked = market?.outcomes[outcome];
  if (!market || !picked) throw new Error(`match ${match.id} has no such outcome`);
  const res = await page.request.post('/api/sb/bets', {
    headers: { 'X-App': 'sportsbook' },
    data: {
      meta: { device_id: 'e2e', locale: 'en' },
      bets: [
        {
          stake: { value: stake, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: picked.id,
              odds: picked.odds,
            },
          ],
        },
      ],
    },
    timeout: 30_000,
  });
  const placed = (await res.json()) as {
    data?: Array<{ id: string; ref: string; status: string }>;
  };
  const bet = placed.data?.[0];
  return res.ok() && bet && bet.status !== 'rejected'
    ? { id: String(bet.id), ref: bet.ref, status: bet.status }
    : null;
}

/** The header's notifications bell of the signed-in player. */
export const notificationBell = (page: Page) => page.getByTestId('notification-bell');

/** The unread count the bell is named with. */
export async function unreadNotifications(page: Page): Promise<number> {
  const label = (await notificationBell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** The unread count as the API has it. */
export async function unreadOnServer(page: Page): Promise<number> {
  const res = await page.request.get('/api/sb/notifications/counters');
  return ((await res.json()) as { unread: number }).unread;
}

/** The bell's count once it shows the API's (the bell reads it after the page shows). */
export async function settledUnread(page: Page): Promise<number> {
  await expect
    .poll(async () => (await unreadNotifications(page)) === (await unreadOnServer(page)))
    .toBe(true);
  return unreadNotifications(page);
}
