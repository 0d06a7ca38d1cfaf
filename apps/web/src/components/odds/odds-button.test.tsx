// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { liveCatalogue, liveOutcomeOf, outcomeKey } from '@/lib/live/live-catalogue';
import { MatchChannel } from '@/lib/live/live-updates';
import { useSettings } from '@/lib/settings-store';
import { footballMatch, winnerMarket } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { renderPage, resetBetweenTests, settle } from '@/testing/render';
import { MarketOutcomes } from './market-outcomes';
import { OddsButton } from './odds-button';

const realtime = fakeRealtime();
fakeApi();
resetBetweenTests(useSettings);

const match = footballMatch();
let market = winnerMarket(match.id);
const homeKey = () => outcomeKey(match.id, market.id, market.specifier, '1');

/** The price text a button shows (its last part, after the hidden phrase). */
const priceOf = (button: HTMLElement) => button.lastElementChild?.textContent;

function renderHomePrice(overrides: Partial<Parameters<typeof OddsButton>[0]> = {}) {
  // The match page holds the match's channel, through which its prices move.
  return renderPage(
    <>
      <MatchChannel matchId={match.id} />
      <OddsButton
        outcomeKey={homeKey()}
        initial={liveOutcomeOf(market, market.outcomes[0]!)}
        selection="Arsenal to win (1X2)"
        label="1"
        {...overrides}
      />
    </>,
  );
}

beforeEach(() => {
  // Every test gets its own market id, so prices one test moved in the live store stay its own.
  market = winnerMarket(match.id, [2.1, 3.4, 3.2], { id: market.id + 1 });
});

/** The match page puts the prices it was rendered with in the live store. */
const seedAsTheMatchPageDoes = () => liveCatalogue.seedMarket(market);

describe('the price button shows the price in the chosen odds format', () => {
  it('shows european (decimal) odds by default', () => {
    renderHomePrice();
    const button = screen.getByRole('button', { name: /Arsenal to win \(1X2\), odds/ });
    expect(priceOf(button)).toBe('2.10');
    expect(within(button).getByText('1')).toBeTruthy();
  });

  it('shows american odds when the player chose them', () => {
    useSettings.setState({ oddsFormat: 'american' });
    renderHomePrice();
    expect(priceOf(screen.getByRole('button'))).toBe('+110');
  });

  it('shows british fractional odds when the player chose them', () => {
    useSettings.setState({ oddsFormat: 'fractional' });
    renderHomePrice();
    expect(priceOf(screen.getByRole('button'))).toBe('11/10');
  });

  it('shows hong kong odds (the profit per unit) when the player chose them', () => {
    useSettings.setState({ oddsFormat: 'hongkong' });
    renderHomePrice();
    expect(priceOf(screen.getByRole('button'))).toBe('1.10');
  });

  it.each([
    ['malaysian', '-0.91'],
    ['indonesian', '1.10'],
    ['percent', '47.62%'],
  ] as const)('shows %s odds when the player chose them', (format, shown) => {
    useSettings.setState({ oddsFormat: format });
    renderHomePrice();
    expect(priceOf(screen.getByRole('button'))).toBe(shown);
  });

  it('redraws the price when the player switches the format', async () => {
    renderHomePrice();
    const button = screen.getByRole('button');
    expect(priceOf(button)).toBe('2.10');
    await useSettings.getState().setOddsFormat('american');
    await settle();
    expect(priceOf(button)).toBe('+110');
  });

  it('reads, for a screen reader, what it selects before the label and price', () => {
    renderHomePrice();
    expect(screen.getByRole('button').textContent).toBe('1 Arsenal to win (1X2), odds 2.10');
  });
});

describe('the price button of a suspended market (status -1) or inactive outcome', () => {
  it('is disabled, says suspended and shows a lock instead of the price', () => {
    market = winnerMarket(match.id, [2.1, 3.4, 3.2], { id: market.id, status: -1 });
    renderHomePrice();
    const button = screen.getByRole('button', { name: /Arsenal to win \(1X2\), suspended/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.dataset.suspended).toBe('true');
    expect(priceOf(button)).toBe('');
    expect(button.querySelector('svg use')?.getAttribute('href')).toMatch(/general-lock$/);
    // The short label goes with the price: only the lock is shown.
    expect(within(button).queryByText('1')).toBeNull();
  });

  it('is suspended when the outcome itself is inactive in an open market', () => {
    market.outcomes[0] = { ...market.outcomes[0]!, active: false };
    renderHomePrice();
    expect(screen.getByRole('button', { name: /suspended/ })).toHaveProperty('disabled', true);
  });

  it('closes when a live update suspends the market, and reopens at the new price', async () => {
    renderHomePrice();
    const button = screen.getByRole('button', { name: /odds/ });
    realtime.markets([{ ...market, status: -1 }]);
    await settle();
    expect(screen.getByRole('button', { name: /suspended/ })).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);

    realtime.markets([
      {
        ...market,
        status: 1,
        outcomes: market.outcomes.map((o) => ({ ...o, odds: o.odds + 0.2 })),
      },
    ]);
    await settle();
    const reopened = screen.getByRole('button', { name: /Arsenal to win \(1X2\), odds/ });
    expect((reopened as HTMLButtonElement).disabled).toBe(false);
    expect(priceOf(reopened)).toBe('2.30');
  });
});

describe('the price button flashes a live price change (odds-change constant 2000 ms)', () => {
  it('listens on the match channel the page holds', () => {
    renderHomePrice();
    expect(realtime.held()).toContain(`match:${match.id}`);
  });

  it('writes the new price and flashes up when the odds rise', async () => {
    seedAsTheMatchPageDoes();
    renderHomePrice();
    const button = screen.getByRole('button');
    realtime.markets([{ ...market, outcomes: [{ id: '1', active: true, odds: 2.25 }] }]);
    await settle();
    expect(priceOf(button)).toBe('2.25');
    expect((button.lastElementChild as HTMLElement).dataset.flash).toBe('up');
  });

  it('flashes down when the odds fall', async () => {
    seedAsTheMatchPageDoes();
    renderHomePrice();
    const button = screen.getByRole('button');
    realtime.markets([{ ...market, outcomes: [{ id: '1', active: true, odds: 1.95 }] }]);
    await settle();
    expect(priceOf(button)).toBe('1.95');
    expect((button.lastElementChild as HTMLElement).dataset.flash).toBe('down');
  });

  it('writes a moved price in the chosen format', async () => {
    useSettings.setState({ oddsFormat: 'american' });
    renderHomePrice();
    const button = screen.getByRole('button');
    realtime.markets([{ ...market, outcomes: [{ id: '1', active: true, odds: 1.5 }] }]);
    await settle();
    expect(priceOf(button)).toBe('-200');
  });

  it('leaves the other prices of the market as they were', async () => {
    renderPage(
      <MarketOutcomes match={match} market={market} competitors={['Arsenal', 'Chelsea']} />,
    );
    realtime.markets([{ ...market, outcomes: [{ id: '1', active: true, odds: 2.5 }] }]);
    await settle();
    const [home, draw, away] = screen.getAllByRole('button');
    expect(priceOf(home!)).toBe('2.50');
    expect(priceOf(draw!)).toBe('3.40');
    expect((draw!.lastElementChild as HTMLElement).dataset.flash).toBeUndefined();
    expect(priceOf(away!)).toBe('3.20');
  });

  it('clears a finished flash in the tick that draws the next move, after asking where the row is', async () => {
    // Cleared before the question, the flash would leave styles to recompute and the question
    // would have the browser restyle and lay out the page on the spot, then again for the frame.
    onTestFinished(() => void vi.restoreAllMocks());
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const flashWhenAsked: Array<string | undefined> = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function () {
      flashWhenAsked.push((home()!.lastElementChild as HTMLElement).dataset.flash);
      return { top: 0, bottom: 60 } as DOMRect;
    });
    seedAsTheMatchPageDoes();
    renderPage(
      <div data-skippable="">
        <MarketOutcomes match={match} market={market} competitors={['Arsenal', 'Chelsea']} />
      </div>,
    );
    const home = () => screen.getAllByRole('button')[0];
    realtime.markets([{ ...market, outcomes: [{ id: '1', active: true, odds: 2.5 }] }]);
    await settle();
    expect((home()!.lastElementChild as HTMLElement).dataset.flash).toBe('up');

    now += 2500;
    realtime.markets([{ ...market, outcomes: [{ id: '2', active: true, odds: 3.6 }] }]);
    await settle();
    expect(flashWhenAsked).toEqual([undefined, 'up']);
    const [first, draw] = screen.getAllByRole('button');
    expect((first!.lastElementChild as HTMLElement).dataset.flash).toBeUndefined();
    expect((draw!.lastElementChild as HTMLElement).dataset.flash).toBe('up');
  });

  it('shows the price the store holds when a button mounts after the price moved', () => {
    liveCatalogue.applyMarkets([{ ...market, outcomes: [{ id: '1', active: true, odds: 2.6 }] }]);
    renderHomePrice();
    expect(priceOf(screen.getByRole('button'))).toBe('2.60');
  });
});
