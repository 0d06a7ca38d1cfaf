// The profile the platform answers at GET /player, and the betting restrictions the spec derives from it.
import type { Profile } from '@sportsbook/contracts';
import type { players } from '../schema/players';
import { statusKeys } from './status-groups';

export type PlayerRow = typeof players.$inferSelect;

export function toProfile(player: PlayerRow, currency: string): Profile {
  return {
    id: player.id,
    email: player.email,
    mobile_phone: player.mobilePhone,
    auth_phone_number: player.authPhoneNumber,
    first_name: player.firstName,
    last_name: player.lastName,
    nickname: player.nickname,
    language: player.language,
    currency,
    country: player.country,
    auth_fields_missed: player.authFieldsMissed,
    statuses: statusKeys(player.compPoints, player.statusGroups),
    serasa: { pve: player.pve },
    user_account_status: player.userAccountStatus as Profile['user_account_status'],
    suspension_reason: player.suspensionReason,
    confirmed: player.confirmedAt !== null,
  };
}

/** Suspension reason of spam-flagged players (spec: spamf). */
export const SPAM_FLAGGED = 'spamf';

export type BettingRestriction = 'PVE_PLAYER_BET_FORBIDDEN' | 'SPAMF_PLAYER_BET_FORBIDDEN';

/** Why a player may not bet, if they may not (spec 5: pve and spam-flagged players). */
export function bettingRestriction(
  player: Pick<PlayerRow, 'pve' | 'userAccountStatus' | 'suspensionReason'>,
): BettingRestriction | null {
  if (player.pve) return 'PVE_PLAYER_BET_FORBIDDEN';
  if (player.userAccountStatus === 'suspended' && player.suspensionReason === SPAM_FLAGGED) {
    return 'SPAMF_PLAYER_BET_FORBIDDEN';
  }
  return null;
}
