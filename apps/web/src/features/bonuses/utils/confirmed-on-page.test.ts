// @vitest-environment jsdom
// Tests: a bonus the page confirmed stays confirmed across a reload of the tab, so the toasts'
// catch-up (bonuses issued moments before the page opened) does not announce it again.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a freshly loaded page has it. */
async function reloaded() {
  vi.resetModules();
  return import('./confirmed-on-page');
}

describe('bonuses confirmed on the page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('are known once the redemption answers, and after the tab reloads', async () => {
    const page = await reloaded();
    const answered = page.confirmingOnPage(async () => ({ bonus_id: '21' }));
    expect(page.redemptionInFlight()).not.toBeNull();
    await answered;
    await page.redemptionInFlight();
    expect(page.confirmedOnPage('21')).toBe(true);
    expect(page.confirmedOnPage('22')).toBe(false);
    expect((await reloaded()).confirmedOnPage('21')).toBe(true);
  });

  it('keep the newest twenty, and a refused redemption confirms nothing', async () => {
    const page = await reloaded();
    for (let id = 1; id <= 21; id++)
      await page.confirmingOnPage(async () => ({ bonus_id: `${id}` }));
    await page.confirmingOnPage(() => Promise.reject(new Error('refused'))).catch(() => undefined);
    await page.redemptionInFlight();
    const fresh = await reloaded();
    expect(fresh.confirmedOnPage('1')).toBe(false);
    expect(fresh.confirmedOnPage('2')).toBe(true);
    expect(fresh.confirmedOnPage('21')).toBe(true);
  });

  it('read nothing from a stored value that is not a list', async () => {
    window.sessionStorage.setItem('sb-confirmed-bonuses', '{"not":"a list"}');
    expect((await reloaded()).confirmedOnPage('not')).toBe(false);
    window.sessionStorage.setItem('sb-confirmed-bonuses', 'broken');
    expect((await reloaded()).confirmedOnPage('broken')).toBe(false);
  });
});
