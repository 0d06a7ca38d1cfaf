// The suite's `test`: after a document load (goto, reload), a page of the web app is used once
// React holds it. A click on a server-rendered price before hydration is lost, as a person's tap
// would be on a page still loading its code; on a busy machine that window lasts seconds, and a
// test that clicked into it failed for the machine's sake. Everything else is Playwright's own.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Waits until the page's controls are React's (hydrated); other documents pass at once. */
async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        // Not a page of the web app (the error app, an embedding host page): nothing to wait for.
        if (!('__next_f' in self)) return true;
        // The layout's first effect has run.
        if (document.body.dataset.page === undefined) return false;
        // And every control streamed so far is hydrated (streamed parts hydrate on their own).
        return Array.from(document.querySelectorAll('button, input, select')).every((el) =>
          Object.keys(el).some((key) => key.startsWith('__react')),
        );
      },
      undefined,
      { timeout: 20_000, polling: 100 },
    );
  } catch (error) {
    // A closed page, or one that never hydrates: the test's own expectations decide.
    if (!page.isClosed()) console.warn(`[e2e] ${page.url()} did not hydrate: ${String(error)}`);
  }
}

const watched = new WeakSet<Page>();

function watch(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
}

function watchContext(context: BrowserContext): void {
  context.pages().forEach(watch);
  context.on('page', watch);
}

export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    watch(page);
    await use(page);
  },
});
