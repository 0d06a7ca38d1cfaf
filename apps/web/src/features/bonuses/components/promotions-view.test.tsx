// @vitest-environment jsdom
import type { Bonus } from '@sportsbook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { PromotionsView } from './promotions-view';

vi.mock('next/navigation', () => ({
  usePathname: () => '/promotions',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const api = fakeApi();
resetBetweenTests(usePlayer, useAlerts);
afterEach(() => getQueryClient().clear());

const bonus = (overrides: Partial<Bonus>): Bonus => ({
  id: '1',
  type: 'freebet',
  trigger_key: 'welcome',
  name: 'Welcome free bet',
  description: 'A free bet of five euros for your first bet.',
  banner: null,
  status: 'available',
  seen: false,
  issued_at: '2026-11-01T00:00:00Z',
  activated_at: null,
  valid_to: null,
  expired_at: null,
  country_codes: [],
  only_verified: false,
  event_conditions: [],
  min_odds: null,
  amount: 500,
  currency: 'EUR',
  ...overrides,
});

const welcome = bonus({});
const boost = bonus({
  id: '2',
  type: 'comboboost',
  name: 'Weekend boost',
  description: '',
  status: 'active',
  amount: null,
  ranges: [{ min_count: 3, max_count: 5, bonus_odds: 1.1 }],
});

function holding(...bonuses: Bonus[]) {
  api.on('GET', '/api/sb/bonuses', { body: { data: bonuses } });
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 3 });
  return within(heading.closest('li')!);
};
const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(() => {
  usePlayer.setState({
    authStatus: 'LOGGED_IN',
    profile: { id: '42' } as ReturnType<typeof usePlayer.getState>['profile'],
  });
  api.on('GET', '/api/sb/bonuses/freebets/1/terms', {
    body: { id: '1', name: 'Welcome free bet', terms: ['One bet only.', 'Odds of 1.5 or more.'] },
  });
});

describe('the promotions page', () => {
  it('asks a visitor to sign in and reads nothing', () => {
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN', profile: null });
    renderPage(<PromotionsView />);
    expect(screen.getByText(en('promotions.sign-in'))).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('asks for every bonus of the player in the page’s language', async () => {
    holding(welcome);
    renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Welcome free bet' });
    const query = api.sentTo('GET', '/api/sb/bonuses')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ limit_per_type: '50', locale: 'en' });
  });

  it('shows each bonus as a card: kind, state, name, description and amount', async () => {
    holding(welcome, boost);
    renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Welcome free bet' });
    const freebet = card('Welcome free bet');
    expect(freebet.getByText(en('promotions.type.freebet'))).toBeTruthy();
    expect(freebet.getByText(en('promotions.status.available'))).toBeTruthy();
    expect(freebet.getByText(welcome.description)).toBeTruthy();
    expect(freebet.getByText('€5.00')).toBeTruthy();
    const combo = card('Weekend boost');
    expect(combo.getByText(en('promotions.status.active'))).toBeTruthy();
    expect(combo.getByRole('list', { name: en('promotions.ranges') }).textContent).toBe(
      en('promotions.range.boost', { from: '3', to: '5', percent: '10%' }),
    );
  });

  it('says when the player has no bonus', async () => {
    holding();
    renderPage(<PromotionsView />);
    expect(await screen.findByText(en('promotions.empty'))).toBeTruthy();
  });

  it('says the bonuses could not be loaded', async () => {
    api.on('GET', '/api/sb/bonuses', { status: 503, body: { code: 'UNAVAILABLE' } });
    renderPage(<PromotionsView />);
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe(
      en('promotions.failed'),
    );
  }, 15_000);

  it('shows the banners of bonuses that have one, each opening its details', async () => {
    holding(
      bonus({ banner: { desktop: '/wide.png', mobile: '/tall.png' } }),
      bonus({ id: '3', name: 'Gone', status: 'expired', banner: { desktop: '/x', mobile: '/y' } }),
    );
    const { user } = renderPage(<PromotionsView />);
    const banners = within(await screen.findByRole('region', { name: en('promotions.banners') }));
    const pictures = banners.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['Welcome free bet']);
    expect(pictures[0]!.getAttribute('src')).toBe('/wide.png');
    await user.click(banners.getByRole('button', { name: 'Welcome free bet' }));
    expect(await dialog('Welcome free bet')).toBeTruthy();
  });
});

describe('a bonus’s details', () => {
  it('open from the card’s button, named by the bonus, with its terms', async () => {
    holding(welcome);
    const { user } = renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Welcome free bet' });
    await user.click(
      screen.getByRole('button', {
        name: en('promotions.details-named', { name: 'Welcome free bet' }),
      }),
    );
    const details = within(await dialog('Welcome free bet'));
    await details.findByText('One bet only.');
    expect(details.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Odds of 1.5 or more.',
    );
    expect(api.sentTo('GET', '/api/sb/bonuses/freebets/1/terms')[0]!.query.get('locale')).toBe(
      'en',
    );
  });

  it('activate an available bonus, refresh the list and show its new state', async () => {
    holding(welcome);
    api.on('POST', '/api/sb/bonuses/1/activate', () => {
      holding({ ...welcome, status: 'active' });
      return { body: { ...welcome, status: 'active' } };
    });
    const { user } = renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Welcome free bet' });
    await user.click(screen.getByRole('button', { name: /Welcome free bet/ }));
    const details = within(await dialog('Welcome free bet'));
    await user.click(details.getByRole('button', { name: en('promotions.activate') }));
    await waitFor(() =>
      expect(details.getByTestId('bonus-dialog-status').textContent).toBe(
        en('promotions.status.active'),
      ),
    );
    expect(api.sentTo('POST', '/api/sb/bonuses/1/activate')).toHaveLength(1);
    expect(details.queryByRole('button', { name: en('promotions.activate') })).toBeNull();
    expect(card('Welcome free bet').getByText(en('promotions.status.active'))).toBeTruthy();
  });

  it('show the API’s refusal by its message id and tie it to the button', async () => {
    holding(welcome);
    api.on('POST', '/api/sb/bonuses/1/activate', {
      status: 422,
      body: { code: 'BONUS_EXPIRED', message: 'error.bonus.bonus_expired' },
    });
    const { user } = renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Welcome free bet' });
    await user.click(screen.getByRole('button', { name: /Welcome free bet/ }));
    const details = within(await dialog('Welcome free bet'));
    const activate = details.getByRole('button', { name: en('promotions.activate') });
    await user.click(activate);
    const refusal = await details.findByRole('alert');
    expect(refusal.textContent).toBe(en('error.bonus.bonus_expired'));
    expect(activate.getAttribute('aria-describedby')).toBe(refusal.id);
  });

  it('offer no activation for a bonus already active', async () => {
    holding(boost);
    api.on('GET', '/api/sb/bonuses/comboboosts/2/terms', {
      body: { id: '2', name: 'Weekend boost', terms: [] },
    });
    const { user } = renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Weekend boost' });
    await user.click(screen.getByRole('button', { name: /Weekend boost/ }));
    const details = within(await dialog('Weekend boost'));
    expect(await details.findByText(en('promotions.terms.none'))).toBeTruthy();
    expect(details.queryByRole('button', { name: en('promotions.activate') })).toBeNull();
  });

  it('close with their button and give the focus back to the card’s button', async () => {
    holding(welcome);
    const { user } = renderPage(<PromotionsView />);
    await screen.findByRole('heading', { name: 'Welcome free bet' });
    const opener = screen.getByRole('button', { name: /Welcome free bet/ });
    await user.click(opener);
    const details = within(await dialog('Welcome free bet'));
    await user.click(details.getByRole('button', { name: en('promotions.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('a promo code', () => {
  const field = () => screen.getByRole('textbox', { name: en('promotions.promo-code.label') });
  const redeem = () => screen.getByRole('button', { name: en('promotions.promo-code.submit') });

  beforeEach(() => holding());

  it('is asked for before anything is sent', async () => {
    const { user } = renderPage(<PromotionsView />);
    await user.click(redeem());
    expect((await screen.findByRole('alert')).textContent).toBe(en('promotions.promo-code.empty'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo('POST', '/api/sb/bonuses/promo-code')).toEqual([]);
  });

  it('is sent trimmed; the bonus it adds is named and the list refreshed', async () => {
    api.on('POST', '/api/sb/bonuses/promo-code', () => {
      holding(welcome);
      return { body: { ...welcome } };
    });
    const { user } = renderPage(<PromotionsView />);
    await screen.findByText(en('promotions.empty'));
    await user.type(field(), '  WELCOME5 ');
    await user.click(redeem());
    await screen.findByText(en('promotions.promo-code.redeemed', { name: 'Welcome free bet' }));
    expect(api.sentTo('POST', '/api/sb/bonuses/promo-code')[0]!.body).toEqual({
      code: 'WELCOME5',
    });
    expect(field()).toHaveProperty('value', '');
    expect(await screen.findByRole('heading', { name: 'Welcome free bet' })).toBeTruthy();
  });

  it('shows a refused code’s message until the player changes the code', async () => {
    api.on('POST', '/api/sb/bonuses/promo-code', {
      status: 404,
      body: { code: 'BONUS_NOT_FOUND', message: 'error.bonus.bonus_not_found' },
    });
    const { user } = renderPage(<PromotionsView />);
    await user.type(field(), 'NOPE');
    await user.click(redeem());
    expect((await screen.findByRole('alert')).textContent).toBe(en('error.bonus.bonus_not_found'));
    await user.type(field(), 'X');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('is sent once while the answer is awaited', async () => {
    const answer = heldReply({ body: { ...welcome } });
    api.on('POST', '/api/sb/bonuses/promo-code', answer.responder);
    const { user } = renderPage(<PromotionsView />);
    await user.type(field(), 'WELCOME5');
    await user.click(redeem());
    await waitFor(() => expect(redeem()).toHaveProperty('disabled', true));
    await user.click(redeem());
    expect(api.sentTo('POST', '/api/sb/bonuses/promo-code')).toHaveLength(1);
    answer.release();
    await settle();
    await waitFor(() => expect(redeem()).toHaveProperty('disabled', false));
  });
});
