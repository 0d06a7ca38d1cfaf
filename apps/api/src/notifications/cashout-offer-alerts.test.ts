// The in-memory side of cash-out offer alerts: a bet told of is not looked up again while it is
// remembered, and the memory keeps a bounded number of bets (a forgotten one is looked up again
// and its write is refused by the notification's unique ref, so it is never told twice).
import { describe, expect, it, vi } from 'vitest';
import { CashoutOfferAlerts, type OfferedBet } from './cashout-offer-alerts';

const bet = (id: number): OfferedBet => ({
  id,
  ref: `REF${id}`,
  playerId: `p${id}`,
  currency: 'EUR',
  stake: 100,
});

function alerts(keep: number) {
  const notifications = {
    cashoutThresholds: vi.fn(async (ids: readonly string[]) => new Map(ids.map((id) => [id, 150]))),
    notify: vi.fn(async () => undefined),
  };
  return { notifications, alerts: new CashoutOfferAlerts(notifications, keep) };
}

describe('cash-out offer alerts in memory', () => {
  it('tells a bet once while remembered, and nothing below the threshold', async () => {
    const { notifications, alerts: offers } = alerts(10);
    await offers.offersChanged([
      { bet: bet(1), offer: 160 },
      { bet: bet(2), offer: 120 },
      { bet: bet(3), offer: null },
    ]);
    expect(notifications.notify).toHaveBeenCalledTimes(1);
    await offers.offersChanged([{ bet: bet(1), offer: 170 }]);
    expect(notifications.notify).toHaveBeenCalledTimes(1);
    expect(notifications.cashoutThresholds).toHaveBeenCalledTimes(1);
  });

  it('remembers at most `keep` bets: the oldest is forgotten and looked up again', async () => {
    const { notifications, alerts: offers } = alerts(2);
    for (const id of [1, 2, 3]) await offers.offersChanged([{ bet: bet(id), offer: 200 }]);
    expect(notifications.notify).toHaveBeenCalledTimes(3);
    await offers.offersChanged([{ bet: bet(3), offer: 210 }]);
    expect(notifications.notify).toHaveBeenCalledTimes(3);
    await offers.offersChanged([{ bet: bet(1), offer: 210 }]);
    expect(notifications.notify).toHaveBeenCalledTimes(4);
  });
});
