import { describe, expect, it } from 'vitest';
import { crossSiteAttributes } from './cookie';

describe('the session cookie in a cross-site frame', () => {
  it('is SameSite=None and Partitioned only on a site that may be embedded, over HTTPS (None needs Secure)', () => {
    expect(crossSiteAttributes(true, true)).toEqual({ sameSite: 'none', partitioned: true });
    expect(crossSiteAttributes(true, false)).toEqual({ sameSite: 'lax' });
    expect(crossSiteAttributes(false, true)).toEqual({ sameSite: 'lax' });
  });
});
