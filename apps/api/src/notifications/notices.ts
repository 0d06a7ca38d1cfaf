// What each event tells the player: the kind, its variant (which texts), the object and the
// values the texts show. The reference names the event so a replay writes it once.
import type { NotificationType } from '@sportsbook/contracts';

/** A text given in each locale it exists in (a bonus's name): read in the reader's locale. */
export type TextPerLocale = Record<string, string>;

export interface NotificationInput {
  playerId: string;
  type: NotificationType;
  variant: string;
  objectType: 'bet' | 'bonus' | 'payment' | 'limit' | 'match';
  objectId: string;
  params: Record<string, string | number | TextPerLocale>;
  ref: string;
}

interface SettledBet {
  id: number;
  /** The reference the player knows the bet by (My bets, the receipt). */
  ref: string;
  playerId: string;
  currency: string;
  result: string | null;
  winAmount: number | null;
  settlements: number;
}

/** A bet settled: won (with what it paid), lost, or refunded. */
export function betSettled(bet: SettledBet): NotificationInput {
  const paid = bet.winAmount ?? 0;
  const variant = bet.result === 'refund_entire' ? 'refund' : paid > 0 ? 'win' : 'lose';
  return {
    playerId: bet.playerId,
    type: 'bet_settled',
    variant,
    objectType: 'bet',
    objectId: String(bet.id),
    params: { bet_id: String(bet.id), bet_ref: bet.ref, amount: paid, currency: bet.currency },
    // A results correction settles again: a new notice with the new outcome.
    ref: `bet:${bet.id}:settlement:${bet.settlements}`,
  };
}

/** A cash-out completed at the value the player accepted. */
export function cashoutDone(bet: {
  id: number;
  ref: string;
  playerId: string;
  currency: string;
  winAmount: number | null;
}): NotificationInput {
  return {
    playerId: bet.playerId,
    type: 'cashout_done',
    variant: 'done',
    objectType: 'bet',
    objectId: String(bet.id),
    params: {
      bet_id: String(bet.id),
      bet_ref: bet.ref,
      amount: bet.winAmount ?? 0,
      currency: bet.currency,
    },
    ref: `bet:${bet.id}:cashout`,
  };
}

/** A cash-out offer that reached the player's threshold: told once per bet. */
export function cashoutOffer(
  bet: { id: number; ref: string; playerId: string; currency: string },
  offer: number,
  threshold: number,
): NotificationInput {
  return {
    playerId: bet.playerId,
    type: 'cashout_offer',
    variant: 'reached',
    objectType: 'bet',
    objectId: String(bet.id),
    params: {
      bet_id: String(bet.id),
      bet_ref: bet.ref,
      amount: offer,
      currency: bet.currency,
      threshold,
    },
    ref: `bet:${bet.id}:cashout_offer`,
  };
}

/**
 * A bonus issued to the player, named in every locale it has a name in: available to activate,
 * or held until its conditions are met.
 */
export function bonusIssued(bonus: {
  id: number;
  playerId: string;
  type: string;
  status: string;
  name: TextPerLocale;
}): NotificationInput {
  return {
    playerId: bonus.playerId,
    type: 'bonus_issued',
    variant: bonus.status === 'available' ? 'available' : 'held',
    objectType: 'bonus',
    objectId: String(bonus.id),
    params: { bonus_type: bonus.type, bonus_name: bonus.name },
    ref: `bonus:${bonus.id}`,
  };
}

/** A deposit or withdrawal the cashier finished: paid in or out, or refused. */
export function paymentResult(payment: {
  id: number;
  playerId: string;
  type: string;
  status: string;
  amount: number;
  currency: string;
}): NotificationInput {
  const deposit = payment.type === 'deposit';
  return {
    playerId: payment.playerId,
    type: deposit ? 'deposit_result' : 'withdrawal_result',
    variant: payment.status === 'success' ? 'success' : 'error',
    objectType: 'payment',
    objectId: String(payment.id),
    params: { amount: payment.amount, currency: payment.currency },
    ref: `payment:${payment.id}:${payment.status}`,
  };
}

/**
 * A money limit (deposit, loss, wager) that refused a deposit or a stake: told once per limit and
 * period, whatever the number of refusals.
 */
export function limitReached(
  playerId: string,
  limit: { type: string; period: string; periodStart: Date },
): NotificationInput {
  return {
    playerId,
    type: 'limit_reached',
    variant: limit.type,
    objectType: 'limit',
    objectId: `${limit.type}:${limit.period}`,
    params: { period: limit.period },
    ref: `limit:${limit.type}:${limit.period}:${limit.periodStart.toISOString()}`,
  };
}

/**
 * A match the player starred (or a match of a league the player starred) went live: told once per
 * player and match, however often the feed repeats the change or instances replay it.
 */
export function favouriteMatchStarted(
  playerId: string,
  match: { id: number; name: string },
): NotificationInput {
  return {
    playerId,
    type: 'favourite_match_started',
    variant: 'live',
    objectType: 'match',
    objectId: String(match.id),
    params: { match_id: match.id, match: match.name },
    ref: `match:${match.id}:started`,
  };
}
