// @vitest-environment jsdom
// The consent banner where the browser keeps no cookie of the frame (a cross-site frame over plain
// HTTP, or a browser refusing every third-party cookie): the consent is kept in storage.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, renderPage } from '@/testing/render';

/** A document whose cookie writes are refused. */
function refuseCookies() {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => {} });
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  refuseCookies();
});
afterEach(() => {
  delete (document as { cookie?: string }).cookie;
});

describe('the consent banner', () => {
  it('goes when accepted and stays gone on the next page, with no cookie kept', async () => {
    const { ConsentBanner } = await import('./consent-banner');
    const { user } = renderPage(<ConsentBanner serverAccepted={false} />);
    await user.click(screen.getByRole('button', { name: en('consent.accept') }));
    expect(screen.queryByRole('button', { name: en('consent.accept') })).toBeNull();

    // The next page: modules loaded afresh, the cookie still refused.
    vi.resetModules();
    const stored = await import('@/lib/session/stored-keys');
    expect(stored.consentGiven()).toBe(true);
  });

  it('asks again once the stored consent has run out', async () => {
    localStorage.setItem('sb-cookie-consent-until', String(Date.now() - 1000));
    const stored = await import('@/lib/session/stored-keys');
    expect(stored.consentGiven()).toBe(false);
  });
});
