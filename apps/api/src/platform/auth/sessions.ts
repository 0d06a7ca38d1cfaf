// Sessions behind the cookie and Bearer tokens: hashed secrets, idle and absolute expiry, revocation.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { sessions } from '../schema/players';
import { newSecret, sha256 } from './secrets';

export type SessionKind = 'cookie' | 'bearer';

export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export interface IssuedSession {
  /** The secret the client keeps; it is never stored or logged. */
  secret: string;
  sessionId: string;
  expiresAt: Date;
}

/** The columns of a session that decide whether it is live. */
export interface SessionRow {
  id: string;
  playerId: string;
  kind: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface ActiveSession {
  sessionId: string;
  playerId: string;
  kind: SessionKind;
  expiresAt: Date;
}

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export class SessionStore {
  /** Every authenticated request resolves its session: prepared once, planned once. */
  private readonly bySecret;

  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.bySecret = db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.secretHash, sql.placeholder('secretHash')),
          eq(sessions.kind, sql.placeholder('kind')),
        ),
      )
      .prepare('session_by_secret');
  }

  /**
   * A new session. One minted from another (a Bearer token asked for with a cookie) never
   * outlives it: it expires with it, and ends when it is signed out (the row cascades).
   */
  async issue(playerId: string, kind: SessionKind, parent?: ActiveSession): Promise<IssuedSession> {
    const secret = newSecret();
    const now = this.now();
    const own = now.getTime() + this.policy.absoluteTimeoutMs;
    const expiresAt = new Date(parent ? Math.min(own, parent.expiresAt.getTime()) : own);
    const [row] = await this.db
      .insert(sessions)
      .values({
        playerId,
        kind,
        secretHash: sha256(secret),
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        parentId: parent?.sessionId ?? null,
      })
      .returning({ id: sessions.id });
    return { secret, sessionId: row!.id, expiresAt };
  }

  /** The live session of a secret; an expired one is deleted and answers null. */
  async resolve(secret: string, kind: SessionKind): Promise<ActiveSession | null> {
    const found = await this.resolveWith(secret, kind, async (secretHash, k) => {
      const [row] = await this.bySecret.execute({ secretHash, kind: k });
      return row;
    });
    return found?.session ?? null;
  }

  /**
   * resolve() with the session row read by `read`: a query that joins what its caller needs
   * besides the session, so a hot route learns both in one round trip.
   */
  async resolveWith<Row extends SessionRow>(
    secret: string,
    kind: SessionKind,
    read: (secretHash: string, kind: SessionKind) => Promise<Row | undefined>,
  ): Promise<{ session: ActiveSession; row: Row } | null> {
    const row = await read(sha256(secret), kind);
    if (!row) return null;
    const now = this.now().getTime();
    const idleSince = now - row.lastSeenAt.getTime();
    if (row.expiresAt.getTime() <= now || idleSince >= this.policy.idleTimeoutMs) {
      await this.db.delete(sessions).where(eq(sessions.id, row.id));
      return null;
    }
    if (idleSince >= TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.id));
    }
    return {
      session: {
        sessionId: row.id,
        playerId: row.playerId,
        kind: row.kind as SessionKind,
        expiresAt: row.expiresAt,
      },
      row,
    };
  }

  /** Ends a session and every session minted from it. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async revokeBySecret(secret: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.secretHash, sha256(secret)));
  }

  /** Ends every session of a player (after a password reset). */
  async revokeAll(playerId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.playerId, playerId));
  }

  /** Deletes sessions past either expiry; called now and then. */
  async purgeExpired(): Promise<void> {
    const now = this.now();
    const idleCutoff = new Date(now.getTime() - this.policy.idleTimeoutMs);
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  }
}
