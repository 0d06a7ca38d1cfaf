// HS256 JSON Web Tokens with node:crypto: enough of RFC 7519 for Centrifugo-compatible tokens.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number };

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Verifies signature and time claims. Only HS256 is accepted (never "none" or another algorithm the
 * token names); a token that is well signed but past its `exp` is reported as expired, not invalid,
 * so the client knows to fetch a new one.
 */
export function verifyJwt(token: string, secret: string, nowMs = Date.now()): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  const head = parseJson(header);
  if (!isObject(head) || head.alg !== 'HS256') return { ok: false, reason: 'invalid' };
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const claims = parseJson(payload);
  if (!isObject(claims)) return { ok: false, reason: 'invalid' };
  const now = nowMs / 1000;
  for (const key of ['exp', 'iat', 'nbf'] as const) {
    if (claims[key] !== undefined && typeof claims[key] !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
  }
  if (typeof claims.nbf === 'number' && claims.nbf > now) return { ok: false, reason: 'invalid' };
  if (typeof claims.exp === 'number' && claims.exp > 0 && claims.exp <= now) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims: claims as JwtClaims };
}
