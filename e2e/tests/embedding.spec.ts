// The sportsbook embedded in an operator's page on another site (the host page demo at
// /host-demo on 127.0.0.1 framing the sportsbook from localhost): the iframe messages both ways,
// sign-in by the host's token, and a frame whose browser blocks third-party storage.
import { expect, test, type Frame, type Page } from './fixtures';
import { clearOfKickOff, expectAccessible, findMatch, isPhone } from './helpers';

const WEB_PORT = process.env.E2E_WEB_PORT ?? '3000';
const HOST_URL = `http://127.0.0.1:${WEB_PORT}/host-demo`;
const FOREIGN_ORIGIN = `http://127.0.0.2:${WEB_PORT}`;

interface LoggedMessage {
  dir: 'in' | 'out';
  type: string;
  payload: Record<string, unknown> | undefined;
}

const hostLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostDemo: { log: LoggedMessage[] } }).hostDemo.log);
const received = async (page: Page, type: string) =>
  (await hostLog(page)).filter((m) => m.dir === 'in' && m.type === type);

/** The sportsbook's frame, once it has told the host it started. */
async function openHost(page: Page, path = '/sports'): Promise<Frame> {
  await page.goto(`${HOST_URL}?path=${encodeURIComponent(path)}`);
  await expect.poll(async () => (await received(page, 'sportsbook.initialized')).length).toBe(1);
  const frame = page.frames().find((f) => f.url().startsWith(`http://localhost:${WEB_PORT}/`));
  if (!frame) throw new Error('no sportsbook frame');
  await expect(frame.locator('body')).toHaveAttribute('data-iframe', 'true');
  return frame;
}

const sportsbook = (page: Page) => page.frameLocator('#sportsbook');

/** A message from the host page to the frame, as the host sends its own. */
const tellFrame = (page: Page, message: { type: string; payload: Record<string, unknown> }) =>
  page.evaluate((data) => {
    const target = document.querySelector<HTMLIFrameElement>('#sportsbook')!;
    target.contentWindow!.postMessage(data, new URL(target.src).origin);
  }, message);

async function signInOnHost(page: Page) {
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Signed in; the token went to the sportsbook.')).toBeVisible();
}

test.describe('the sportsbook embedded in a page of another site', () => {
  test('loads with third-party storage blocked, and tells the host it loaded', async ({ page }) => {
    const frame = await openHost(page);
    // The browser refuses this frame its storage (third-party), which used to crash the page.
    const storage = await frame.evaluate(() => {
      try {
        window.localStorage.getItem('theme');
        return 'allowed';
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(storage).toBe('SecurityError');
    await expect(
      sportsbook(page).getByRole('heading', { level: 1, name: 'Sports betting' }),
    ).toBeVisible();
    await expect.poll(async () => (await received(page, 'sportsbook.page-loaded')).length).toBe(1);
    const [loaded] = await received(page, 'sportsbook.page-loaded');
    expect(loaded?.payload).toEqual({ path: '/sports', page: 'home' });
    // The host page demo and the frame inside it.
    await expectAccessible(page);
    // No response to the host was counted as ignored.
    await expect(frame.locator('body')).not.toHaveAttribute('data-iframe-ignored', /.*/);
  });

  test('accepting cookies in a frame whose cookies the browser refuses hides the banner', async ({
    page,
  }) => {
    // A cross-site frame over plain HTTP: the browser keeps neither its cookie nor its storage.
    const frame = await openHost(page);
    const accept = frame.getByRole('button', { name: 'Accept cookies' });
    await accept.click();
    await expect(accept).toBeHidden();
    await tellFrame(page, { type: 'page_changed', payload: { path: '/live' } });
    await expect(frame.locator('body')).toHaveAttribute('data-page', 'live');
    await expect(frame.getByRole('heading', { level: 1, name: 'In play' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
  });

  test('the host demo frames this machine only and may not be framed itself', async ({ page }) => {
    // A link naming another site for the frame would have the player's token handed there.
    await page.goto(`${HOST_URL}?frame=${encodeURIComponent('https://evil.example')}`);
    await expect(page.locator('#frame-origin')).toHaveText(`http://localhost:${WEB_PORT}`);
    await expect(page.locator('#sportsbook')).toHaveAttribute(
      'src',
      new RegExp(`^http://localhost:${WEB_PORT}/`),
    );
    const demo = await page.request.get(HOST_URL);
    expect(demo.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test(
    'on a phone the slip stays at the bottom of what the player sees of a tall frame',
    { tag: '@phone' },
    async ({ page }) => {
      test.skip(!isPhone(page), 'the slip is a bottom sheet on phones only');
      const frame = await openHost(page, '/sports/soccer');
      // The host sized the frame to the long list, then the player scrolled down the host page.
      await expect
        .poll(() => page.locator('#sportsbook').evaluate((el) => el.clientHeight))
        .toBeGreaterThan(2_000);
      await page.mouse.wheel(0, 1_500);
      const bar = frame.getByRole('button', { name: /^Bet slip/ }).first();
      await expect
        .poll(async () => {
          const box = await bar.boundingBox();
          const height = page.viewportSize()!.height;
          return box !== null && box.y >= 0 && box.y + box.height <= height + 1;
        })
        .toBe(true);
    },
  );

  test('the demo host page follows the page the frame shows, so a reload opens it again', async ({
    page,
  }) => {
    // ?path= takes a page with or without its /sports prefix, as page_changed does.
    const frame = await openHost(page, '/live');
    await expect(frame.locator('body')).toHaveAttribute('data-page', 'live');
    await tellFrame(page, { type: 'page_changed', payload: { path: '/soccer' } });
    await expect(page).toHaveURL(/[?&]path=%2Fsports%2Fsoccer/);
    await page.reload();
    await expect
      .poll(async () => (await received(page, 'sportsbook.page-loaded')).at(-1)?.payload?.path)
      .toBe('/sports/soccer');
  });

  test('a message from a foreign origin or of an unknown type is ignored and counted', async ({
    page,
  }) => {
    const frame = await openHost(page);
    const body = frame.locator('body');
    // The host's own iframe_integration (sent on initialized) was accepted.
    await expect(body).toHaveAttribute('data-iframe-accepted', /^[1-9]/);
    const accepted = Number(await body.getAttribute('data-iframe-accepted'));

    // An unknown type from the allowed host.
    await page.evaluate(() => {
      const target = document.querySelector<HTMLIFrameElement>('#sportsbook')!.contentWindow!;
      target.postMessage({ type: 'open_cashier', payload: {} }, '*');
    });
    await expect(body).toHaveAttribute('data-iframe-ignored', '1');

    // A well-formed message from a page of a foreign origin inside the host.
    await page.evaluate((src) => {
      const foreign = document.createElement('iframe');
      foreign.src = src;
      foreign.title = 'Foreign page';
      foreign.id = 'foreign';
      document.body.append(foreign);
      return new Promise((resolve) => foreign.addEventListener('load', resolve));
    }, `${FOREIGN_ORIGIN}/host-demo/host.css`);
    const foreign = page.frames().find((f) => f.url().startsWith(FOREIGN_ORIGIN));
    if (!foreign) throw new Error('no foreign frame');
    await foreign.evaluate(() =>
      window.parent.frames[0]!.postMessage(
        { type: 'open_bet_slip', payload: { tab: 'my_bets' } },
        '*',
      ),
    );
    await expect(body).toHaveAttribute('data-iframe-ignored', '2');
    // The foreign message did nothing: the slip did not turn to my bets. (The host's own messages,
    // such as the viewport it re-sends when it resizes the frame, go on being accepted.)
    expect(Number(await body.getAttribute('data-iframe-accepted'))).toBeGreaterThanOrEqual(
      accepted,
    );
    await expect(sportsbook(page).getByRole('tab', { name: 'My bets' })).not.toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a player signed in on the host is signed in inside the frame, with the balance shown', async ({
    page,
  }) => {
    const frame = await openHost(page);
    const book = sportsbook(page);
    await expect(book.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signInOnHost(page);
    await expect(book.getByTestId('balance')).toContainText(/\d/);
    await expect(book.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    // No third-party cookie carries the session: the frame's calls carry the host's token.
    const cookies = await page.context().cookies(`http://localhost:${WEB_PORT}`);
    expect(cookies.find((c) => c.name === 'player_session')).toBeUndefined();
    await expect
      .poll(async () => (await received(page, 'sportsbook.balance-changed')).length)
      .toBeGreaterThan(0);
    const [balance] = await received(page, 'sportsbook.balance-changed');
    expect(balance?.payload).toEqual({
      currency: expect.any(String),
      balance: expect.any(Number),
    });
    expect(await frame.evaluate(() => document.body.dataset.iframeIgnored)).toBeUndefined();
  });

  test(
    'page-size-changed reaches the host throttled, ending on the final size, and shrinks back',
    { tag: '@phone' },
    async ({ page }) => {
      const frame = await openHost(page);
      await expect
        .poll(async () => (await received(page, 'sportsbook.page-size-changed')).length)
        .toBeGreaterThan(0);
      const before = (await received(page, 'sportsbook.page-size-changed')).length;
      // Thirty size changes, one per frame the browser draws.
      const height = await frame.evaluate(async () => {
        const block = document.createElement('div');
        block.dataset.sizeProbe = '';
        document.body.append(block);
        for (let i = 1; i <= 30; i += 1) {
          block.style.height = `${i * 40}px`;
          await new Promise(requestAnimationFrame);
        }
        // The frame reports at least 600 px (room for dialogs over a short page).
        return Math.max(600, document.body.scrollHeight);
      });
      await expect
        .poll(
          async () =>
            (await received(page, 'sportsbook.page-size-changed')).at(-1)?.payload?.height,
        )
        .toBe(height);
      const reports = (await received(page, 'sportsbook.page-size-changed')).length - before;
      expect(reports).toBeGreaterThan(0);
      expect(reports).toBeLessThan(30);
      // The host sized its frame from the reports.
      const frameHeight = await page.locator('#sportsbook').evaluate((el) => el.clientHeight);
      expect(frameHeight).toBeGreaterThanOrEqual(Math.min(height, 600));

      // The page gets shorter: the report follows it down, below the frame's own height.
      const shorter = await frame.evaluate(async () => {
        document.querySelector('[data-size-probe]')?.remove();
        await new Promise(requestAnimationFrame);
        // The frame reports at least 600 px (room for dialogs over a short page).
        return Math.max(600, document.body.scrollHeight);
      });
      expect(shorter).toBeLessThan(height);
      await expect
        .poll(
          async () =>
            (await received(page, 'sportsbook.page-size-changed')).at(-1)?.payload?.height,
        )
        .toBe(shorter);
    },
  );

  test('apply_bet_code from the host fills the slip', async ({ page, request }) => {
    const match = await findMatch(
      request,
      `match_status=0&start_from=${clearOfKickOff()}&limit=5&type=match`,
      (m) => Boolean(m.main_market?.outcomes[0]?.active),
    );
    const market = (
      match as unknown as {
        main_market: { id: number; specifier: string; outcomes: { id: string }[] };
      }
    ).main_market;
    const shared = await request.post('/api/sb/bets/share-code', {
      headers: { 'X-App': 'sportsbook' },
      data: {
        bets: [
          {
            stake: 0,
            currency: 'EUR',
            subunits: 100,
            selections: [
              {
                match_id: match.id,
                market_id: market.id,
                specifier: market.specifier,
                outcome_id: market.outcomes[0]!.id,
              },
            ],
            betType: 'single',
            systemType: null,
            customOdds: null,
            freebetStake: null,
          },
        ],
      },
    });
    expect(shared.ok()).toBe(true);
    const { code } = (await shared.json()) as { code: string };

    await openHost(page);
    await page.getByRole('textbox', { name: 'Bet code' }).fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    const slip = sportsbook(page).getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(1);
    await expect(slip.getByRole('listitem')).toContainText(match.competitors.home?.name ?? '');
    await expect
      .poll(async () => (await received(page, 'sportsbook.bet-slip-state-changed')).at(-1)?.payload)
      .toMatchObject({ bets: 1 });
  });

  test('a slip shared inside the frame links to the host page (host_url), which opens it', async ({
    page,
  }) => {
    const frame = await openHost(page);
    const book = sportsbook(page);
    const body = frame.locator('body');
    const host = `${HOST_URL}?path=${encodeURIComponent('/sports')}`;
    await expect(body).toHaveAttribute('data-host-url', host);
    // A host URL on an origin nobody listed is not taken: links never lead players there.
    await tellFrame(page, {
      type: 'iframe_integration',
      payload: { host_url: 'https://evil.example/sport' },
    });
    await expect(body).not.toHaveAttribute('data-host-url', /.*/);
    await tellFrame(page, { type: 'iframe_integration', payload: { host_url: host } });
    await expect(body).toHaveAttribute('data-host-url', host);

    await book
      .getByRole('button', { name: /, odds / })
      .nth(3)
      .click();
    await tellFrame(page, { type: 'open_bet_slip', payload: { tab: 'slip' } });
    const slip = book.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(1);
    const picked = (await slip.getByRole('listitem').innerText()).split('\n')[0]!;
    await slip.getByRole('button', { name: 'Share' }).click();
    const alert = book.getByRole('status').filter({ hasText: 'Link to this bet slip copied' });
    await expect(alert).toBeVisible();
    const link = /https?:\/\/\S+betcode=[\w-]+/.exec(await alert.innerText())?.[0] ?? '';
    expect(link.startsWith(`${host}&betcode=`)).toBe(true);

    // The link opens the host page, which opens the shared slip in its frame.
    await page.goto(link);
    const opened = sportsbook(page).getByRole('complementary', { name: 'Bet slip' });
    await expect(opened.getByRole('listitem')).toHaveCount(1);
    await expect(opened.getByRole('listitem')).toContainText(picked);
  });

  test('change_locale from the host switches the language of the frame', async ({ page }) => {
    const frame = await openHost(page);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    // The frame reloads in German and says so again.
    await expect.poll(async () => (await received(page, 'sportsbook.initialized')).length).toBe(2);
    const reloaded = page
      .frames()
      .find((f) => f.url().startsWith(`http://localhost:${WEB_PORT}/`))!;
    expect(new URL(reloaded.url()).pathname).toBe('/sports/de');
    await expect(reloaded.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      sportsbook(page).getByRole('heading', { level: 1, name: 'Sportwetten' }),
    ).toBeVisible();
  });

  test('sign-up and deposit in the frame are handed to the host', async ({ page }) => {
    await openHost(page);
    const book = sportsbook(page);
    await book.getByRole('link', { name: 'Sign up' }).click();
    await expect.poll(async () => (await received(page, 'sportsbook.sign-up')).length).toBe(1);
    await expect(
      page.getByText('The sportsbook asked the host to open its sign-up.'),
    ).toBeVisible();
    await expect(book.getByRole('dialog')).toHaveCount(0);
    // The frame's own dialog never showed, so no dialog is announced either.
    expect(await received(page, 'sportsbook.notify-modal-triggered')).toEqual([]);

    await signInOnHost(page);
    await expect(book.getByTestId('balance')).toContainText(/\d/);
    await book.getByRole('button', { name: 'Account' }).click();
    await book
      .getByRole('group', { name: 'Account' })
      .getByRole('button', { name: 'Deposit' })
      .click();
    await expect.poll(async () => (await received(page, 'sportsbook.deposit')).length).toBe(1);
    await expect(
      page.getByText('The sportsbook asked the host to open its cashier.'),
    ).toBeVisible();
    await expect(book.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);
  });
});
