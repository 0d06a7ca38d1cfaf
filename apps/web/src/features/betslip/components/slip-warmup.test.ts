// @vitest-environment jsdom
// The slip's code is ready before the first tap: it starts loading when a price is pointed at,
// focused or touched, when the page is idle, and at the latest with the tap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ machine: 0 }));
vi.mock('@/features/betslip/stores/ticket-store', () => ({
  loadTicketMachine: () => {
    loaded.machine += 1;
    return Promise.resolve({});
  },
}));
vi.mock('./slip-content', () => ({ SlipContent: 'the filled slip' }));
vi.mock('./my-bets', () => ({ MyBets: 'my bets' }));
vi.mock('./live-selections', () => ({ LiveSelections: 'the price followers' }));
const idle = vi.hoisted(() => ({ work: null as null | (() => void), timeout: 0 }));
vi.mock('@/lib/idle', () => ({
  whenIdle: (work: () => void, timeout: number) => {
    Object.assign(idle, { work, timeout });
    return () => (idle.work = null);
  },
}));

beforeEach(() => {
  vi.resetModules();
  loaded.machine = 0;
  idle.work = null;
  document.body.innerHTML =
    '<main><button data-price=""><span>2.10</span></button><a href="#x">Other</a></main>';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('warming the slip before the first tap', () => {
  it.each([
    ['pointerover', () => new PointerEvent('pointerover', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['touchstart', () => new Event('touchstart', { bubbles: true })],
  ])('starts on %s over a price, once', async (_, event) => {
    const { warmSlipOnIntent } = await import('./slip-warmup');
    const stop = warmSlipOnIntent();
    document.querySelector('a')!.dispatchEvent(event());
    expect(loaded.machine).toBe(0);
    document.querySelector('[data-price] span')!.dispatchEvent(event());
    document.querySelector('[data-price]')!.dispatchEvent(event());
    expect(loaded.machine).toBe(1);
    stop();
  });

  it('starts when the page is idle, within a short wait', async () => {
    const { warmSlipOnIntent } = await import('./slip-warmup');
    warmSlipOnIntent();
    expect(idle.timeout).toBeLessThanOrEqual(2000);
    idle.work!();
    expect(loaded.machine).toBe(1);
  });

  it('starts all at once with the tap when nothing started them before', async () => {
    const { warmSlip } = await import('./slip-warmup');
    const first = warmSlip();
    expect(warmSlip()).toBe(first);
    expect(loaded.machine).toBe(1);
    // The filled slip and the code following its prices: a first tap fetches nothing more.
    const [, content, followers] = (await first) as [
      unknown,
      { SlipContent: string },
      { LiveSelections: string },
    ];
    expect(content.SlipContent).toBe('the filled slip');
    expect(followers.LiveSelections).toBe('the price followers');
  });

  it('listens no more once stopped', async () => {
    const { warmSlipOnIntent } = await import('./slip-warmup');
    warmSlipOnIntent()();
    document
      .querySelector('[data-price]')!
      .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(loaded.machine).toBe(0);
    expect(idle.work).toBeNull();
  });
});
