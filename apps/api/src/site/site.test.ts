import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Site } from './site';
import { defaultSiteConfigFile, parseSiteConfig } from './site-config';

const file = defaultSiteConfigFile();
const config = parseSiteConfig(JSON.parse(readFileSync(file, 'utf8')), file);

describe('site live bet delay', () => {
  it('reads a sport its own delay and the rest the default', () => {
    const site = new Site(config, 'MT');
    const delays = config.betting.live_delay_ms;
    expect(site.liveDelays()).toEqual(delays);
    expect(site.liveDelayMs('soccer')).toBe(delays.soccer ?? delays.default);
    expect(site.liveDelayMs('no-such-sport')).toBe(delays.default);
  });

  it('one override replaces the whole table', () => {
    const site = new Site(config, 'MT', 0);
    expect(site.liveDelays()).toEqual({ default: 0 });
    expect(site.liveDelayMs('soccer')).toBe(0);
  });
});
