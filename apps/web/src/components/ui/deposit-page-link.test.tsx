// @vitest-environment jsdom
// The deposit links (account menu, slip, profile, deposit dialog) lead to the sportsbook's own
// deposit page when no external platform is configured, whatever the quick-deposit flag.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { systemData } from '@/testing/fixtures';
import { renderPage } from '@/testing/render';
import { DepositPageLink } from './deposit-page-link';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn(), push }),
}));

// The progress bar is the layout's: here only that the click starts it.
const progress = vi.hoisted(() => ({ started: [] as (string | undefined)[] }));
vi.mock('@/lib/route-progress', () => ({
  startRouteProgress: (href?: string) => progress.started.push(href),
}));

const api = fakeApi();

describe('the link to the deposit page', () => {
  it("leads to the sportsbook's deposit page with quick deposit off, and closes what it sits in", async () => {
    const system = systemData();
    api.on('GET', '/api/sb/system', {
      body: { ...system, features: { ...system.features, quick_deposit: false } },
    });
    const onOpen = vi.fn();
    const page = renderPage(<DepositPageLink onOpen={onOpen}>Deposit</DepositPageLink>);
    const link = await screen.findByRole('link', { name: 'Deposit' });
    expect(link.getAttribute('href')).toBe('/profile/wallet/deposit');
    await page.user.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
    // The app router takes the click: no page load.
    expect(push).toHaveBeenCalledWith('/profile/wallet/deposit');
    expect(progress.started).toEqual(['/profile/wallet/deposit']);
  });
});
