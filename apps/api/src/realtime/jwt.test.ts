import { createHmac } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'a-secret-of-thirty-two-characters';
const nowS = () => Math.floor(Date.now() / 1000);
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token put together by hand, signed with HMAC-SHA256 whatever header it claims. */
function handMade(header: object, claims: object, secret = SECRET) {
  const body = `${segment(header)}.${segment(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('real-time tokens are Centrifugo-compatible HS256 JWTs', () => {
  it('signs with the HS256 JWT header and reads its own claims back', async () => {
    const token = await signJwt({ sub: '42', exp: nowS() + 60, info: { a: 1 } }, SECRET);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const result = await verifyJwt(token, SECRET);
    expect(result).toMatchObject({ ok: true, claims: { sub: '42', info: { a: 1 } } });
  });

  it('accepts a token another HS256 implementation signed with the same secret', async () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, { sub: '7', exp: nowS() + 60 });
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true, claims: { sub: '7' } });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signJwt({ sub: '42' }, 'another-secret-entirely-here');
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses "none" and any algorithm but HS256', async () => {
    const none = `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ sub: '42' })}.`;
    expect(await verifyJwt(none, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    const hs512 = handMade({ alg: 'HS512', typ: 'JWT' }, { sub: '42' });
    expect(await verifyJwt(hs512, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports a well-signed token past its exp as expired, one not yet valid as invalid', async () => {
    const expired = await signJwt({ sub: '42', exp: nowS() - 1 }, SECRET);
    expect(await verifyJwt(expired, SECRET)).toEqual({ ok: false, reason: 'expired' });
    const early = await signJwt({ sub: '42', nbf: nowS() + 600 }, SECRET);
    expect(await verifyJwt(early, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses malformed tokens and non-numeric time claims', async () => {
    for (const token of ['', 'a.b', 'a.b.c', handMade({ alg: 'HS256' }, { exp: 'soon' })]) {
      expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
