// Server forms of bets and selections (spec section 3) and the mappers from and to the slip.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import { oddsFromDecimal, oddsToDecimal } from '../odds/parse-odds';
import type { SystemType } from '../settlement/system-types';
import type { BetSlipBet, BetType, PlacedBet, StakeSource } from './types';

/** Spec: Bet request. Odds are decimal numbers on the wire; stake value is minor units. */
export interface BetRequest {
  bonus: { id: string; type: string; odds?: number } | null;
  stake: { value: number; currency: string };
  selections: Array<{
    match_id: number;
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
  }>;
  type: BetType;
  system_id?: string;
  custom_odds?: number;
}

export interface PlaceBetsRequest {
  meta: { device_id: string; quick: boolean; type: 'regular' | 'quick'; locale: string };
  bets: BetRequest[];
}

/** Spec: Selection (server form). */
export interface ServerSelection {
  id: string;
  status: string;
  match: { id: number; name?: string };
  market: { id: number; name?: string };
  outcome: { id: string; name?: string };
  odds: number;
  specifier: string;
}

/** Spec: Bet (server form). */
export interface ServerBet {
  id: string;
  type: BetType;
  ref: string;
  status: string;
  stake: { value: number; currency: string; subunits: number };
  win_amount: number | null;
  odds: number;
  selections: ServerSelection[];
  created_at: string;
  result: string;
  to_cashout: number | null;
  bonus: { id: string; type: string; odds: number | null } | null;
  system: { id: string; win_count: number; total_count: number } | null;
  used_in_jackpot: boolean;
  is_vip: boolean;
  potential_win_amount: number;
}

export const systemId = (type: SystemType): string => `${type.winCount}/${type.totalCount}`;

export function parseSystemId(id: string): SystemType | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(id);
  if (!match) return undefined;
  const winCount = Number(match[1]);
  const totalCount = Number(match[2]);
  return winCount >= 1 && winCount < totalCount ? { winCount, totalCount } : undefined;
}

/** A slip bet as the placement call sends it: the odds are the ones the player accepted. */
export function toBetRequest(bet: BetSlipBet): BetRequest {
  const request: BetRequest = {
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
  if (bet.betType === 'system' && bet.systemType) request.system_id = systemId(bet.systemType);
  if (bet.betType === 'custom' && bet.customOdds)
    request.custom_odds = oddsToDecimal(bet.customOdds);
  return request;
}

export function toPlaceBetsRequest(
  bets: readonly BetSlipBet[],
  meta: { deviceId: string; locale: string; quick?: boolean },
): PlaceBetsRequest {
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
export function fromServerBet(bet: ServerBet): PlacedBet {
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
  };
}

/** Spec: Share-bet payload. */
export interface SharePayload {
  stake: number;
  currency: string;
  subunits: number;
  selections: Array<{ match_id: number; market_id: number; specifier: string; outcome_id: string }>;
  betType: BetType;
  systemType: SystemType | null;
  customOdds: number | null;
  freebetStake: number | null;
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

/** The stake part of a shared bet: it arrives marked as coming from sharing. */
export function stakeFromShare(payload: SharePayload): {
  stake: MinorUnits;
  stakeSource: StakeSource;
  customOdds?: OddsInt;
} {
  return {
    stake: minorUnits(payload.stake),
    stakeSource: 'sharing',
    ...(payload.customOdds ? { customOdds: oddsFromDecimal(payload.customOdds) } : {}),
  };
}
