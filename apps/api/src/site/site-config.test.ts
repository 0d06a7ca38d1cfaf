import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfigFile, parseSiteConfig, SiteConfigError } from './site-config';

const shipped = () =>
  JSON.parse(readFileSync(defaultSiteConfigFile(), 'utf8')) as Record<string, unknown>;

describe('embedding whitelist of the site configuration', () => {
  it('lists the host origins allowed to frame the sportsbook; none by default', () => {
    expect(parseSiteConfig(shipped(), 'shipped').embedding).toEqual({ allowed_origins: [] });
    const { embedding: _, ...without } = shipped();
    expect(parseSiteConfig(without, 'without').embedding.allowed_origins).toEqual([]);
    const site = {
      ...shipped(),
      embedding: { allowed_origins: ['https://*.casino.example:8443'] },
    };
    expect(parseSiteConfig(site, 'listed').embedding.allowed_origins).toEqual([
      'https://*.casino.example:8443',
    ]);
  });

  it('refuses an entry that is not an origin (it would end up in a security header)', () => {
    const site = {
      ...shipped(),
      embedding: { allowed_origins: ['https://a.example; script-src *'] },
    };
    expect(() => parseSiteConfig(site, 'bad')).toThrow(SiteConfigError);
  });

  it('accepts the wildcard, whose host messages count only after a session was handed in', () => {
    const site = { ...shipped(), embedding: { allowed_origins: ['*'] } };
    expect(parseSiteConfig(site, 'wildcard').embedding.allowed_origins).toEqual(['*']);
  });
});

describe('exchange rates of the site configuration', () => {
  /** The shipped configuration with `rates` for its exchange rates. */
  const withRates = (rates: Record<string, string>) => {
    const site = shipped() as { betting: Record<string, unknown> };
    return { ...site, betting: { ...site.betting, exchange_rates: { base: 'EUR', rates } } };
  };

  it('needs a rate above 0, as a plain decimal, for every site currency (money limits use them)', () => {
    const good = { USD: '1.08', GBP: '0.85', BRL: '5.40', BTC: '0.0000105' };
    expect(parseSiteConfig(withRates(good), 'good').betting.exchange_rates.rates).toEqual(good);
    const { BRL: _, ...missing } = good;
    for (const rates of [missing, { ...good, USD: '1,08' }, { ...good, USD: '0' }]) {
      expect(() => parseSiteConfig(withRates(rates), 'bad')).toThrow(SiteConfigError);
    }
  });
});
