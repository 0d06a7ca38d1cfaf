// @vitest-environment jsdom
import type { Jackpot, JackpotHit } from '@sportsbook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { profile, systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { JackpotWidget } from '../index';
import { JackpotHits } from './jackpot-hits';
import { JACKPOT_HIT_DELAY_MS } from '../timing';
import JackpotHitsBody from './jackpot-hits-body';
import JackpotWidgetBody from './jackpot-widget-body';

const api = fakeApi().on('GET', '/api/sb/system', {
  body: systemData({ features: { ...systemData().features, jackpots: true } }),
});
resetBetweenTests(usePlayer);
afterEach(() => getQueryClient().clear());

const jackpot = (overrides: Partial<Jackpot> = {}): Jackpot => ({
  id: 'jp-1',
  name: 'Mega Jackpot',
  state: 'active',
  amount: 1_234_56,
  pool_amount: 2_000_00,
  hits_amount: 765_44,
  currency: 'EUR',
  currency_subunits: 100,
  contribution_percent: 1.5,
  min_stake: 2_00,
  levels: [
    { code: 'gold', name: 'Gold', pool_amount: 1_000_00, state: 'active' },
    { code: 'silver', name: 'Silver', pool_amount: 234_56, state: 'active' },
    { code: 'bronze', name: 'Bronze', pool_amount: 0, state: 'inactive' },
  ],
  ...overrides,
});

const hit = (overrides: Partial<JackpotHit> = {}): JackpotHit => ({
  id: 'hit-1',
  jackpot_id: 'jp-1',
  jackpot_name: 'Mega Jackpot',
  jackpot_level_code: 'gold',
  jackpot_level_name: 'Gold',
  amount: 1_000_00,
  amount_eur: 1_000_00,
  currency: 'EUR',
  status: 'paid',
  user_hash: 'a1b2',
  seen: false,
  created_at: '2026-11-27T10:00:00Z',
  ...overrides,
});

describe('the jackpot widget', () => {
  it('shows each jackpot with its amount, its levels’ pools and what feeds it', async () => {
    api.on('GET', '/api/sb/jackpots', { body: { data: [jackpot()] } });
    renderPage(<JackpotWidgetBody />);
    const widget = within(await screen.findByRole('region', { name: en('jackpots.title') }));
    const card = within(widget.getByRole('article', { name: 'Mega Jackpot' }));
    expect(card.getByText('€1,234.56')).toBeTruthy();
    const levels = within(card.getByRole('list', { name: en('jackpots.levels') }));
    expect(levels.getAllByRole('listitem').map((level) => level.textContent)).toEqual([
      'Gold€1,000.00',
      'Silver€234.56',
      `Bronze (${en('jackpots.level.inactive')})€0.00`,
    ]);
    expect(
      card.getByText(
        en('jackpots.contribution', { percent: '1.5%', currency: 'EUR', minStake: '€2.00' }),
      ),
    ).toBeTruthy();
  });

  it('asks for the jackpots in the page’s language', async () => {
    api.on('GET', '/api/sb/jackpots', { body: { data: [jackpot()] } });
    renderPage(<JackpotWidgetBody />);
    await screen.findByRole('region', { name: en('jackpots.title') });
    expect(api.sentTo('GET', '/api/sb/jackpots')[0]!.query.get('locale')).toBe('en');
  });

  it('marks a jackpot that is not active with its state, and an active one with none', async () => {
    api.on('GET', '/api/sb/jackpots', {
      body: { data: [jackpot(), jackpot({ id: 'jp-2', name: 'Weekend Pot', state: 'paused' })] },
    });
    renderPage(<JackpotWidgetBody />);
    const paused = within(await screen.findByRole('article', { name: 'Weekend Pot' }));
    expect(paused.getByText(en('jackpots.state.paused'))).toBeTruthy();
    const active = within(screen.getByRole('article', { name: 'Mega Jackpot' }));
    expect(active.queryByText(en('jackpots.state.active'))).toBeNull();
  });

  it('shows nothing when the site has no jackpots (404 is not reported)', async () => {
    api.on('GET', '/api/sb/jackpots', { status: 404, body: { code: 'NOT_FOUND' } });
    renderPage(<JackpotWidgetBody />);
    await waitFor(() => expect(api.sentTo('GET', '/api/sb/jackpots')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for an empty list', async () => {
    api.on('GET', '/api/sb/jackpots', { body: { data: [] } });
    renderPage(<JackpotWidgetBody />);
    await waitFor(() => expect(api.sentTo('GET', '/api/sb/jackpots')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('region', { name: en('jackpots.title') })).toBeNull();
  });

  it('shows what the server drew until its code runs, then the same from the data it was given', async () => {
    api.on('GET', '/api/sb/jackpots', { body: { data: [jackpot({ amount: 1_300_00 })] } });
    renderPage(
      <JackpotWidget initial={[jackpot()]}>
        <p>drawn by the server</p>
      </JackpotWidget>,
    );
    expect(screen.getByText('drawn by the server')).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Mega Jackpot' }));
    expect(screen.queryByText('drawn by the server')).toBeNull();
    // Then the refetch (stale at once) brings the pool as it has grown.
    expect(await card.findByText('€1,300.00')).toBeTruthy();
  });

  it('draws nothing when the server read an empty list, and reads nothing itself', async () => {
    renderPage(<JackpotWidget initial={[]} />);
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.sentTo('GET', '/api/sb/jackpots')).toHaveLength(0);
  });

  it('loads on a page of a site whose jackpots flag is on', async () => {
    api.on('GET', '/api/sb/jackpots', { body: { data: [jackpot()] } });
    renderPage(<JackpotWidget />);
    expect(await screen.findByRole('article', { name: 'Mega Jackpot' })).toBeTruthy();
  });
});

describe('the jackpot hit modal', () => {
  beforeEach(() => {
    usePlayer.setState({
      authStatus: 'LOGGED_IN',
      profile: { id: '42' } as ReturnType<typeof usePlayer.getState>['profile'],
    });
    api.on('POST', '/api/sb/jackpot-hits/mark-as-seen', (request) => ({
      body: request.body as object,
    }));
  });

  const dialog = () => screen.findByRole('dialog', { name: en('jackpots.hit.title') });

  it('asks for the player’s unseen hits', async () => {
    api.on('GET', '/api/sb/jackpot-hits', { body: { data: [] } });
    renderPage(<JackpotHitsBody />);
    await waitFor(() => expect(api.sentTo('GET', '/api/sb/jackpot-hits')).toHaveLength(1));
    const query = api.sentTo('GET', '/api/sb/jackpot-hits')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ forUser: 'true', unseen: 'true', locale: 'en' });
  });

  it('opens a second after a hit is found, says what was won, and marks the hit seen', async () => {
    api.on('GET', '/api/sb/jackpot-hits', { body: { data: [hit()] } });
    renderPage(<JackpotHitsBody />);
    await waitFor(() => expect(api.sentTo('GET', '/api/sb/jackpot-hits')).toHaveLength(1));
    const found = Date.now();
    const modal = within(await dialog());
    expect(Date.now() - found).toBeGreaterThanOrEqual(JACKPOT_HIT_DELAY_MS - 50);
    expect(modal.getByText('€1,000.00')).toBeTruthy();
    expect(
      modal.getByText(
        en('jackpots.hit.paid', { level: 'Gold', jackpot: 'Mega Jackpot', amount: '€1,000.00' }),
      ),
    ).toBeTruthy();
    expect(api.sentTo('POST', '/api/sb/jackpot-hits/mark-as-seen')[0]!.body).toEqual({
      ids: ['hit-1'],
    });
  });

  it('says a win not yet on the wallet is on its way', async () => {
    api.on('GET', '/api/sb/jackpot-hits', { body: { data: [hit({ status: 'pending' })] } });
    renderPage(<JackpotHitsBody />);
    const modal = within(await dialog());
    expect(
      modal.getByText(
        en('jackpots.hit.pending', { level: 'Gold', jackpot: 'Mega Jackpot', amount: '€1,000.00' }),
      ),
    ).toBeTruthy();
  });

  it('closes with its button and shows a hit once, even when the next refresh still lists it', async () => {
    api.on('GET', '/api/sb/jackpot-hits', { body: { data: [hit()] } });
    const { user } = renderPage(<JackpotHitsBody />);
    await dialog();
    await user.click(screen.getByRole('button', { name: en('jackpots.hit.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await getQueryClient().refetchQueries({ queryKey: ['jackpot-hits'] });
    await new Promise((resolve) => setTimeout(resolve, JACKPOT_HIT_DELAY_MS + 200));
    await settle();
    expect(api.sentTo('GET', '/api/sb/jackpot-hits').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo('POST', '/api/sb/jackpot-hits/mark-as-seen')).toHaveLength(1);
  });

  it('shows two hits one after the other', async () => {
    api.on('GET', '/api/sb/jackpot-hits', {
      body: {
        data: [
          hit(),
          hit({ id: 'hit-2', jackpot_level_name: 'Silver', amount: 234_56, amount_eur: 234_56 }),
        ],
      },
    });
    const { user } = renderPage(<JackpotHitsBody />);
    expect(within(await dialog()).getByText('€1,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en('jackpots.hit.close') }));
    expect(within(await dialog()).getByText('€234.56')).toBeTruthy();
    expect(
      api.sentTo('POST', '/api/sb/jackpot-hits/mark-as-seen').map((request) => request.body),
    ).toEqual([{ ids: ['hit-1'] }, { ids: ['hit-2'] }]);
  });

  it('is mounted for a signed-in player only', async () => {
    api.on('GET', '/api/sb/jackpot-hits', { body: { data: [hit()] } });
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN', profile: null });
    renderPage(<JackpotHits />);
    await settle();
    expect(api.sentTo('GET', '/api/sb/jackpot-hits')).toEqual([]);
    act(() =>
      usePlayer.setState({ authStatus: 'LOGGED_IN', profile: { id: profile().id } as never }),
    );
    expect(await dialog()).toBeTruthy();
  });
});
