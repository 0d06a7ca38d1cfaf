// Single-use tokens mailed for confirmation, password reset and unlock; stored hashed, latest one wins.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db';
import { PlatformError } from '../errors';
import { authTokens } from '../schema/players';
import { newSecret, sha256 } from './secrets';

export type TokenPurpose = 'confirmation' | 'reset_password' | 'unlock';

/** How long each kind of token lives (Devise: reset within 6 h, confirm within 3 days). */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirmation: 3 * 24 * 3600_000,
  reset_password: 6 * 3600_000,
  unlock: 24 * 3600_000,
};

const tokenInvalid = (purpose: TokenPurpose) =>
  new PlatformError('TOKEN_INVALID', { token: purpose });
const tokenExpired = (purpose: TokenPurpose) =>
  new PlatformError('TOKEN_EXPIRED', { token: purpose });

export class AuthTokens {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /** A new token; earlier unused tokens of the same purpose stop working. */
  async issue(db: Executor, playerId: string, purpose: TokenPurpose): Promise<string> {
    const now = this.now();
    await db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.playerId, playerId),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
        ),
      );
    const token = newSecret();
    await db.insert(authTokens).values({
      playerId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      createdAt: now,
    });
    return token;
  }

  /** Uses a token up and answers its player; a used, superseded or unknown token is invalid. */
  async consume(
    db: Executor,
    token: string,
    purpose: TokenPurpose,
  ): Promise<string | PlatformError> {
    const now = this.now();
    const hash = sha256(token);
    const [used] = await db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.tokenHash, hash),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, now),
        ),
      )
      .returning({ playerId: authTokens.playerId });
    if (used) return used.playerId;
    const [row] = await db
      .select({ usedAt: authTokens.usedAt })
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, hash), eq(authTokens.purpose, purpose)));
    if (row && row.usedAt === null) return tokenExpired(purpose);
    return tokenInvalid(purpose);
  }
}
