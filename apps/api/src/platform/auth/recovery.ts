// Password reset, confirmation and unlock by single-use tokens (Devise's recoverable, confirmable, lockable).
import type { PlatformContext } from '../context';
import { refused, type PlatformError } from '../errors';
import { confirmationInstructions, resetPasswordInstructions } from '../messaging/templates';
import type { PlayerRow } from '../player/profile';
import { players } from '../schema/players';
import { eq } from 'drizzle-orm';
import { hashPassword } from './password';
import { isLocked, sendUnlockInstructions } from './sign-in';

type LoginRef = { email?: string | undefined; phone?: string | undefined };

/**
 * Runs the work of a paranoid request and returns no sooner than the policy's floor after it
 * started. The answer is the same whether or not the account exists, and so is its timing: an
 * existing account costs a token and an outbox row, an unknown one nothing, and the floor hides
 * the difference.
 */
export async function withResponseFloor(
  ctx: PlatformContext,
  work: () => Promise<void>,
): Promise<void> {
  const started = performance.now();
  try {
    await work();
  } finally {
    const left = ctx.policy.recoveryResponseMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** Sends reset instructions when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(ctx: PlatformContext, login: LoginRef): Promise<void> {
  const player = await ctx.players.byLogin(login);
  const to = player?.email ?? player?.authPhoneNumber;
  if (!player || !to) return;
  const token = await ctx.tokens.issue(ctx.db, player.id, 'reset_password');
  await ctx.outbox.send(
    resetPasswordInstructions(ctx.policy.webUrl, player.email ? 'email' : 'sms', to, token),
  );
}

/** Sets the new password, unlocks the account and ends every session the player had. */
export async function resetPassword(
  ctx: PlatformContext,
  token: string,
  password: string,
): Promise<PlayerRow | PlatformError> {
  const passwordHash = await hashPassword(password);
  const player = await ctx.db.transaction(async (tx) => {
    const playerId = await ctx.tokens.consume(tx, token, 'reset_password');
    if (refused(playerId)) return playerId;
    const [row] = await tx
      .update(players)
      .set({ passwordHash, failedAttempts: 0, lockedAt: null, lockedUntil: null })
      .where(eq(players.id, playerId))
      .returning();
    return row!;
  });
  if (refused(player)) return player;
  await ctx.sessions.revokeAll(player.id);
  ctx.log.info({ player_id: player.id }, 'password reset');
  return player;
}

export async function confirm(
  ctx: PlatformContext,
  token: string,
): Promise<PlayerRow | PlatformError> {
  return ctx.db.transaction(async (tx) => {
    const playerId = await ctx.tokens.consume(tx, token, 'confirmation');
    if (refused(playerId)) return playerId;
    const [row] = await tx
      .update(players)
      .set({ confirmedAt: ctx.now() })
      .where(eq(players.id, playerId))
      .returning();
    return row!;
  });
}

export async function resendConfirmation(ctx: PlatformContext, login: LoginRef): Promise<void> {
  const player = await ctx.players.byLogin(login);
  if (!player?.email || player.confirmedAt) return;
  const token = await ctx.tokens.issue(ctx.db, player.id, 'confirmation');
  await ctx.outbox.send(confirmationInstructions(ctx.policy.webUrl, player.email, token));
}

export async function unlock(
  ctx: PlatformContext,
  token: string,
): Promise<PlayerRow | PlatformError> {
  return ctx.db.transaction(async (tx) => {
    const playerId = await ctx.tokens.consume(tx, token, 'unlock');
    if (refused(playerId)) return playerId;
    const [row] = await tx
      .update(players)
      .set({ failedAttempts: 0, lockedAt: null, lockedUntil: null })
      .where(eq(players.id, playerId))
      .returning();
    return row!;
  });
}

export async function resendUnlock(ctx: PlatformContext, login: LoginRef): Promise<void> {
  const player = await ctx.players.byLogin(login);
  if (player && isLocked(player, ctx.now())) await sendUnlockInstructions(ctx, player);
}
