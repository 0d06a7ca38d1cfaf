// Connection and subscription tokens with Centrifugo's claims, so a real Centrifugo accepts them too.
import { randomUUID } from 'node:crypto';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';

export interface VerifiedConnection {
  /** The player id, "" for an anonymous connection. */
  user: string;
  /** Seconds since the epoch; absent when the token never expires. */
  exp?: number;
  info?: unknown;
}

export interface VerifiedSubscription {
  exp?: number;
  info?: unknown;
}

export type TokenCheck<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'expired' };

const nowS = (nowMs: number) => Math.floor(nowMs / 1000);

export class RealtimeTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A connection token: `sub` is the player id ("" for anonymous). */
  connectionToken(user: string, ttlS: number, info?: unknown): Promise<string> {
    const iat = nowS(this.now());
    const claims: JwtClaims = { sub: user, iat, exp: iat + ttlS, jti: randomUUID() };
    if (info !== undefined) claims.info = info;
    return signJwt(claims, this.secret);
  }

  /** A subscription token for one channel, valid only on a connection of the same user. */
  subscriptionToken(user: string, channel: string, ttlS: number): Promise<string> {
    const iat = nowS(this.now());
    return signJwt({ sub: user, channel, iat, exp: iat + ttlS }, this.secret);
  }

  async verifyConnection(token: string): Promise<TokenCheck<VerifiedConnection>> {
    const result = await verifyJwt(token, this.secret, this.now());
    if (!result.ok) return result;
    const { sub, exp, info } = result.claims;
    if (sub !== undefined && typeof sub !== 'string') return { ok: false, reason: 'invalid' };
    const value: VerifiedConnection = { user: sub ?? '' };
    if (typeof exp === 'number' && exp > 0) value.exp = exp;
    if (info !== undefined) value.info = info;
    return { ok: true, value };
  }

  /** Valid only when signed by us, for this channel and for the connection's user. */
  async verifySubscription(
    token: string,
    user: string,
    channel: string,
  ): Promise<TokenCheck<VerifiedSubscription>> {
    const result = await verifyJwt(token, this.secret, this.now());
    if (!result.ok) return result;
    const { sub, channel: claimed, exp, info } = result.claims;
    if ((sub ?? '') !== user || claimed !== channel) return { ok: false, reason: 'invalid' };
    const value: VerifiedSubscription = {};
    if (typeof exp === 'number' && exp > 0) value.exp = exp;
    if (info !== undefined) value.info = info;
    return { ok: true, value };
  }
}
