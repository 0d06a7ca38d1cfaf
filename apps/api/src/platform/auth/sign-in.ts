// Sign-in: blocked countries, timing-safe password check, lockout after repeated failures.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { PlatformError } from '../errors';
import { unlockInstructions } from '../messaging/templates';
import type { PlayerRow } from '../player/profile';
import { excludedError } from '../responsible/limit-refusals';
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

/**
 * Spends one sign-in attempt before the password is checked, in one conditional UPDATE: a
 * concurrent burst of guesses gets no more than the allowed attempts between them. A lockout
 * that ended by itself starts a fresh count (Devise's lockable). Null: no attempt is left.
 */
async function spendAttempt(ctx: PlatformContext, player: PlayerRow, now: Date) {
  const lockEnded = sql`${players.lockedAt} is not null and ${players.lockedUntil} is not null and ${players.lockedUntil} <= ${now}`;
  const [row] = await ctx.db
    .update(players)
    .set({
      failedAttempts: sql`case when ${lockEnded} then 1 else ${players.failedAttempts} + 1 end`,
      lockedAt: sql`case when ${lockEnded} then null else ${players.lockedAt} end`,
      lockedUntil: sql`case when ${lockEnded} then null else ${players.lockedUntil} end`,
    })
    .where(
      and(
        eq(players.id, player.id),
        or(
          and(isNull(players.lockedAt), lt(players.failedAttempts, ctx.policy.maxFailedAttempts)),
          lockEnded,
        ),
      ),
    )
    .returning({ failedAttempts: players.failedAttempts });
  return row?.failedAttempts ?? null;
}

/** Locks the account once, however many requests reach the limit together; only that one mails. */
async function lock(ctx: PlatformContext, player: PlayerRow): Promise<PlatformError> {
  const now = ctx.now();
  const lockedUntil =
    ctx.policy.unlockAfterMs > 0 ? new Date(now.getTime() + ctx.policy.unlockAfterMs) : null;
  const [locked] = await ctx.db
    .update(players)
    .set({ lockedAt: now, lockedUntil })
    .where(and(eq(players.id, player.id), isNull(players.lockedAt)))
    .returning({ id: players.id });
  if (locked) {
    ctx.log.warn({ player_id: player.id }, 'player locked after repeated failed sign-ins');
    await sendUnlockInstructions(ctx, { ...player, lockedAt: now, lockedUntil });
  }
  return accountLocked();
}

/** The player a login names, when the password is right and nothing else refuses the sign-in. */
export async function authenticate(
  ctx: PlatformContext,
  login: Login,
  requestCountry: string,
): Promise<PlayerRow | PlatformError> {
  if (!ctx.site.config.sign_in_allowed) return signInDisabled();
  if (ctx.site.isCountryBlocked(requestCountry)) return countryBlocked(requestCountry);
  const found = await ctx.players.byLogin(login);
  if (!found) {
    await verifyAgainstDummy(login.password);
    return invalidCredentials();
  }
  const now = ctx.now();
  if (isLocked(found, now)) return accountLocked();
  const attempts = await spendAttempt(ctx, found, now);
  if (attempts === null) return lock(ctx, found);
  if (!(await verifyPassword(login.password, found.passwordHash))) {
    if (attempts >= ctx.policy.maxFailedAttempts) return lock(ctx, found);
    return invalidCredentials();
  }
  // The right password gives the attempt back and clears the count (and an ended lockout).
  const player = (await ctx.players.update(found.id, {
    failedAttempts: 0,
    lockedAt: null,
    lockedUntil: null,
  }))!;
  if (ctx.site.isCountryBlocked(player.country)) return countryBlocked(player.country);
  const graceEnds = player.createdAt.getTime() + ctx.policy.unconfirmedAccessMs;
  if (player.confirmedAt === null && now.getTime() >= graceEnds) return unconfirmed();
  // A time-out or self-exclusion in force refuses the sign-in, naming its end.
  const exclusion = await ctx.limits.exclusion(player.id);
  if (exclusion) return excludedError(exclusion);
  return player;
}
