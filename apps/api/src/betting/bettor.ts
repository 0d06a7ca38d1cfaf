// What placing a bet needs to know of the player, read with their session in one prepared round
// trip: the session's liveness, account state, betting restriction, active currency,
// odds-acceptance setting, whether responsible-gambling limits guard the player's stakes and which
// play-time limits are set.
import {
  playerBetForbidden,
  type OddsAcceptMode,
  type PlayerBetForbidden,
} from '@sportsbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { playerSettings } from '../db/schema';
import type { SessionKind } from '../platform/auth/sessions';
import type { PlayTimeLimitType } from '../platform/responsible/play-time';
import { players, sessions } from '../platform/schema/players';
import { accounts } from '../platform/schema/wallet';

export interface Bettor {
  playerId: string;
  /** False when the account is not active or is locked: no bets (ACCOUNT_BLOCKED). */
  canBet: boolean;
  restriction: PlayerBetForbidden | undefined;
  language: string;
  /** The active account's currency, or the site default when the player has no account yet. */
  activeCurrency: string;
  /** The player's saved accept mode, or null for the site default. */
  acceptMode: OddsAcceptMode | null;
  /**
   * Whether a loss or wager limit or an exclusion is set: then placement checks it with the
   * player locked, inside the placement's transaction.
   */
  guarded: boolean;
  /** The play-time limits (session, activity) the player has set: placement checks them first. */
  playTimeLimits: PlayTimeLimitType[];
  /** Whether a hunting or tournament is active: then placement farms it in its transaction. */
  farms: boolean;
}

export class Bettors {
  private readonly query;

  constructor(
    db: Database,
    private readonly defaultCurrency: string,
  ) {
    // Prepared once: the statement is planned once per connection and built once here.
    this.query = db
      .select({
        id: sessions.id,
        playerId: sessions.playerId,
        kind: sessions.kind,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        status: players.userAccountStatus,
        lockedAt: players.lockedAt,
        pve: players.pve,
        suspensionReason: players.suspensionReason,
        language: players.language,
        currency: accounts.currency,
        acceptMode: playerSettings.autoAcceptOddsChange,
        guarded: sql<boolean>`exists (select 1 from user_limits l where l.player_id = ${players.id}
          and l.status = 'active' and l.type in ('loss', 'wager', 'time_out', 'self_exclusion'))`,
        playTimeLimits: sql<PlayTimeLimitType[]>`array(select distinct l.type from user_limits l
          where l.player_id = ${players.id} and l.status = 'active'
          and l.type in ('session', 'activity'))`,
        farms: sql<boolean>`exists (select 1 from player_bonuses b where b.player_id = ${players.id}
          and b.status = 'active' and b.type in ('hunting', 'tournament'))`,
      })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .leftJoin(accounts, and(eq(accounts.playerId, players.id), eq(accounts.active, true)))
      .leftJoin(playerSettings, eq(playerSettings.playerId, sql`${players.id}::text`))
      .where(
        and(
          eq(sessions.secretHash, sql.placeholder('secretHash')),
          eq(sessions.kind, sql.placeholder('kind')),
        ),
      )
      .prepare('bettor_by_session');
  }

  /** The session row of a secret with the player's betting state (for Identity.sessionWith). */
  readonly read = async (secretHash: string, kind: SessionKind) => {
    const [row] = await this.query.execute({ secretHash, kind });
    return row;
  };

  bettor(row: NonNullable<Awaited<ReturnType<Bettors['read']>>>): Bettor {
    return {
      playerId: row.playerId,
      canBet: row.status === 'active' && !row.lockedAt,
      restriction: playerBetForbidden({
        pve: row.pve,
        userAccountStatus: row.status,
        suspensionReason: row.suspensionReason,
      }),
      language: row.language,
      activeCurrency: row.currency ?? this.defaultCurrency,
      acceptMode: (row.acceptMode as OddsAcceptMode | null) ?? null,
      guarded: row.guarded === true,
      playTimeLimits: row.playTimeLimits,
      farms: row.farms === true,
    };
  }
}
