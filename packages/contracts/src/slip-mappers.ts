// The wire forms of bets (spec section 3) to and from the slip; zod-free, so the browser imports it.
import {
  minorUnits,
  oddsFromDecimal,
  oddsToDecimal,
  type BetSlipBet,
  type MinorUnits,
  type PlacedBet,
  type StakeSource,
  systemTypeLabel,
} from '@sportsbook/domain';
import type { BetRequestBody, PlaceBetsBody, ServerBetBody, SharePayload } from './bets';

/** A slip bet as the placement call sends it: the odds are the ones the player accepted. */
export function toBetRequest(bet: BetSlipBet): BetRequestBody {
  const request: BetRequestBody = {
    bonus: bet.bonus
      ? {
          id: bet.bonus.id,
          type: bet.bonus.type,
          ...(bet.bonusOdds ? { odds: oddsToDecimal(bet.bonusOdds) } : {}),
        }
      : null,
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: oddsToDecimal(s.acceptedOdds),
    })),
    type: bet.betType,
  };
  if (bet.betType === 'system' && bet.systemType)
    request.system_id = systemTypeLabel(bet.systemType);
  if (bet.betType === 'custom' && bet.customOdds)
    request.custom_odds = oddsToDecimal(bet.customOdds);
  return request;
}

export function toPlaceBetsRequest(
  bets: readonly BetSlipBet[],
  meta: { deviceId: string; locale: string; quick?: boolean },
): PlaceBetsBody {
  const quick = meta.quick === true;
  return {
    meta: {
      device_id: meta.deviceId,
      quick,
      type: quick ? 'quick' : 'regular',
      locale: meta.locale,
    },
    bets: bets.map(toBetRequest),
  };
}

/** A placed bet from the server, as the ticket keeps it after success. */
export function fromServerBet(bet: ServerBetBody): PlacedBet {
  return {
    id: bet.id,
    ref: bet.ref,
    status: bet.status,
    betType: bet.type,
    stake: minorUnits(bet.stake.value),
    currency: bet.stake.currency,
    odds: oddsFromDecimal(bet.odds),
    potentialWin: minorUnits(bet.potential_win_amount),
    selectionIds: bet.selections.map(
      (s) => `${s.match.id}:${s.market.id}:${s.specifier}:${s.outcome.id}`,
    ),
    selectionOdds: bet.selections.map((s) => oddsFromDecimal(s.odds)),
    ...(bet.bonus
      ? {
          bonus: {
            id: bet.bonus.id,
            type: bet.bonus.type,
            ...(bet.bonus.odds ? { odds: oddsFromDecimal(bet.bonus.odds) } : {}),
          },
        }
      : {}),
  };
}

export function toSharePayload(bet: BetSlipBet): SharePayload {
  return {
    stake: bet.stake,
    currency: bet.currency,
    subunits: bet.subunits,
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
    })),
    betType: bet.betType,
    systemType: bet.systemType ?? null,
    customOdds: bet.customOdds ? oddsToDecimal(bet.customOdds) : null,
    freebetStake: bet.freebetStake ?? null,
  };
}

/**
 * The stake part of a shared bet: it arrives marked as coming from sharing. A bet builder's price
 * is not taken from the link: the slip prices its legs again.
 */
export function stakeFromShare(payload: SharePayload): {
  stake: MinorUnits;
  stakeSource: StakeSource;
} {
  return { stake: minorUnits(payload.stake), stakeSource: 'sharing' };
}
