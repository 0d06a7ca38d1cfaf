import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, frameAncestorsFromEnv, newNonce } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the pages’ Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({
    nonce: 'abc123',
    frameAncestors: ['https://casino.example'],
    development: false,
  });

  it('runs scripts by nonce only, and what they load (strict-dynamic), never eval in production', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'nonce-abc123'",
      "'strict-dynamic'",
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the site itself and the embedding whitelist frame the pages, nobody else', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://casino.example']);
    const alone = contentSecurityPolicy({ nonce: 'n', frameAncestors: [], development: false });
    expect(directive(alone, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('allows eval in development only, for React’s development build', () => {
    const dev = contentSecurityPolicy({ nonce: 'n', frameAncestors: [], development: true });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
  });

  it('makes a different nonce each time, 128 bits in base64', () => {
    const nonces = new Set(Array.from({ length: 20 }, newNonce));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('reads the whitelist server.mjs passes on', () => {
    expect(frameAncestorsFromEnv('https://a.example  https://b.example')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(frameAncestorsFromEnv('')).toEqual([]);
    expect(frameAncestorsFromEnv(undefined)).toEqual([]);
  });
});
