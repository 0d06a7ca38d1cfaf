// The profile the platform answers at GET /player.
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
