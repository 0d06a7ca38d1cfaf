// Tells a player once per bet when its cash-out offer first reaches the threshold the player set
// (a percentage of the stake). Offers are computed on every price move, so the check stays in
// memory until an offer reaches the lowest threshold anyone can set; only then are the players'
// thresholds read, in one query per round of offers.
import { CASHOUT_OFFER_THRESHOLD } from '@sportsbook/contracts';
import { BoundedMap } from '../lib/bounded-map';
import { cashoutOffer } from './notices';
import type { Notifications } from './notification-service';

/**
 * How many told bets an instance remembers. Past it the oldest are forgotten: one of them whose
 * offer moves again costs a threshold read and a write the notification's unique ref refuses.
 */
export const TOLD_BETS_KEPT = 50_000;

export interface OfferedBet {
  id: number;
  ref: string;
  playerId: string;
  currency: string;
  stake: number;
}

const reaches = (offer: number, stake: number, percent: number) => offer * 100 >= stake * percent;

export class CashoutOfferAlerts {
  /** Bets already told of (or found told) by this instance; the notification's ref is the truth. */
  private readonly told: BoundedMap<number, true>;

  constructor(
    private readonly notifications: Pick<Notifications, 'cashoutThresholds' | 'notify'>,
    keep = TOLD_BETS_KEPT,
  ) {
    this.told = new BoundedMap(keep);
  }

  /** The new offers of a round (null: no offer now). */
  async offersChanged(offers: readonly { bet: OfferedBet; offer: number | null }[]): Promise<void> {
    const candidates = offers.filter(
      (o): o is { bet: OfferedBet; offer: number } =>
        o.offer !== null &&
        !this.told.has(o.bet.id) &&
        reaches(o.offer, o.bet.stake, CASHOUT_OFFER_THRESHOLD.min),
    );
    if (candidates.length === 0) return;
    const thresholds = await this.notifications.cashoutThresholds([
      ...new Set(candidates.map((c) => c.bet.playerId)),
    ]);
    for (const { bet, offer } of candidates) {
      const threshold = thresholds.get(bet.playerId);
      if (threshold == null || !reaches(offer, bet.stake, threshold)) continue;
      this.told.set(bet.id, true);
      await this.notifications.notify(cashoutOffer(bet, offer, threshold));
    }
  }
}
