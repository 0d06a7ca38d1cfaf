import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { isTrustedProxy } from './countries';

describe('trusted proxies (TRUST_PROXY)', () => {
  it('names addresses, CIDR ranges and the loopback group, IPv4 also in its IPv6 form', () => {
    expect(isTrustedProxy('127.0.0.1,::1', '127.0.0.1')).toBe(true);
    expect(isTrustedProxy('127.0.0.1,::1', '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedProxy('127.0.0.1,::1', '::1')).toBe(true);
    expect(isTrustedProxy('127.0.0.1,::1', '203.0.113.7')).toBe(false);
    expect(isTrustedProxy('10.0.0.0/8', '10.1.2.3')).toBe(true);
    expect(isTrustedProxy('loopback', '127.0.0.1')).toBe(true);
    expect(isTrustedProxy('', '127.0.0.1')).toBe(false);
    expect(isTrustedProxy('127.0.0.1', undefined)).toBe(false);
  });
});

describe.each([
  { trustProxy: undefined, from: '127.0.0.1', believed: true },
  { trustProxy: undefined, from: '203.0.113.7', believed: false },
  { trustProxy: '10.0.0.0/8', from: '10.0.0.5', believed: true },
  { trustProxy: '10.0.0.0/8', from: '127.0.0.1', believed: false },
])(
  'the country headers of a request from $from (TRUST_PROXY $trustProxy)',
  ({ trustProxy, from, believed }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp('pglite', trustProxy ? { TRUST_PROXY: trustProxy } : {});
    });
    afterAll(async () => t.close());

    const countryOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/sb/system',
        headers,
        remoteAddress: from,
      });
      return (res.json() as { user_country: { code: string } }).user_country.code;
    };

    it(believed ? 'are believed' : 'are ignored: the default country', async () => {
      expect(await countryOf({ 'cf-ipcountry': 'FR' })).toBe(believed ? 'FR' : 'MT');
      expect(await countryOf({ 'x-country': 'de' })).toBe(believed ? 'DE' : 'MT');
      expect(await countryOf({})).toBe('MT');
    });
  },
);
