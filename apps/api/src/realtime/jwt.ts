// HS256 JSON Web Tokens signed and verified by `jose`, with the claims Centrifugo reads.
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type JwtClaims = JWTPayload & Record<string, unknown>;

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'expired' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/**
 * Verifies signature and time claims. Only HS256 is accepted (never "none" or another algorithm the
 * token names); a token that is well signed but past its `exp` is reported as expired, not invalid,
 * so the client knows to fetch a new one.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowMs = Date.now(),
): Promise<JwtVerification> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    // Whatever else fails (malformed, wrong signature or algorithm, nbf ahead) is invalid.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
