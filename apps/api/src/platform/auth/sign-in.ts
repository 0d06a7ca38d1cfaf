// Sign-in: blocked countries, timing-safe password check, lockout after repeated failures.
import { eq, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import { unlockInstructions } from '../messaging/templates';
import type { PlayerRow } from '../player/profile';
import { players } from '../schema/players';
import {
  accountLocked,
  countryBlocked,
  invalidCredentials,
  signInDisabled,
  unconfirmed,
} from './errors';
import { verifyAgainstDummy, verifyPassword } from './password';

export interface Login {
  email?: string | undefined;
  phone?: string | undefined;
  password: string;
}

export function isLocked(player: PlayerRow, now: Date): boolean {
  if (!player.lockedAt) return false;
  return player.lockedUntil === null || player.lockedUntil > now;
}

/** Sends unlock instructions to the e-mail, else the phone, of a locked player. */
export async function sendUnlockInstructions(
  ctx: PlatformContext,
  player: PlayerRow,
): Promise<void> {
  const to = player.email ?? player.authPhoneNumber;
  if (!to) return;
  const token = await ctx.tokens.issue(ctx.db, player.id, 'unlock');
  await ctx.outbox.send(
    unlockInstructions(ctx.policy.webUrl, player.email ? 'email' : 'sms', to, token),
  );
}

async function recordFailure(ctx: PlatformContext, player: PlayerRow): Promise<never> {
  const [row] = await ctx.db
    .update(players)
    .set({ failedAttempts: sql`${players.failedAttempts} + 1` })
    .where(eq(players.id, player.id))
    .returning({ failedAttempts: players.failedAttempts });
  if ((row?.failedAttempts ?? 0) < ctx.policy.maxFailedAttempts) throw invalidCredentials();
  const now = ctx.now();
  const lockedUntil =
    ctx.policy.unlockAfterMs > 0 ? new Date(now.getTime() + ctx.policy.unlockAfterMs) : null;
  await ctx.players.update(player.id, { lockedAt: now, lockedUntil });
  ctx.log.warn({ player_id: player.id }, 'player locked after repeated failed sign-ins');
  await sendUnlockInstructions(ctx, { ...player, lockedAt: now, lockedUntil });
  throw accountLocked();
}

/** The player a login names, when the password is right and nothing else refuses the sign-in. */
export async function authenticate(
  ctx: PlatformContext,
  login: Login,
  requestCountry: string,
): Promise<PlayerRow> {
  if (!ctx.site.config.sign_in_allowed) throw signInDisabled();
  if (ctx.site.isCountryBlocked(requestCountry)) throw countryBlocked(requestCountry);
  const player = await ctx.players.byLogin(login);
  if (!player) {
    await verifyAgainstDummy(login.password);
    throw invalidCredentials();
  }
  const now = ctx.now();
  if (isLocked(player, now)) throw accountLocked();
  if (!(await verifyPassword(login.password, player.passwordHash)))
    return recordFailure(ctx, player);
  if (ctx.site.isCountryBlocked(player.country)) throw countryBlocked(player.country);
  const graceEnds = player.createdAt.getTime() + ctx.policy.unconfirmedAccessMs;
  if (player.confirmedAt === null && now.getTime() >= graceEnds) throw unconfirmed();
  if (player.failedAttempts > 0 || player.lockedAt) {
    return (await ctx.players.update(player.id, {
      failedAttempts: 0,
      lockedAt: null,
      lockedUntil: null,
    }))!;
  }
  return player;
}
