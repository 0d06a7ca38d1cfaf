import { describe, expect, it } from 'vitest';
import { cookieSameSite } from './cookie';

describe('the session cookie in a cross-site frame', () => {
  it('is SameSite=None only on a site that may be embedded, over HTTPS (None needs Secure)', () => {
    expect(cookieSameSite(true, true)).toBe('none');
    expect(cookieSameSite(true, false)).toBe('lax');
    expect(cookieSameSite(false, true)).toBe('lax');
  });
});
