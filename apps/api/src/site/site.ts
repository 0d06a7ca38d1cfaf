// The site configuration as the rest of the API uses it: currencies, countries, blocking, limits.
import type { Currency } from '@sportsbook/contracts';
import { liveDelayOf } from '@sportsbook/domain';
import type { FastifyRequest } from 'fastify';
import { currency } from './currencies';
import { requestCountry } from './countries';
import type { SiteConfig } from './site-config';

export class Site {
  readonly currencies: Currency[];
  private readonly blocked: Set<string>;

  constructor(
    readonly config: SiteConfig,
    private readonly defaultCountry: string,
    /** One live bet delay for every sport (LIVE_BET_DELAY_MS), over the site's per-sport table. */
    private readonly liveDelayOverrideMs?: number,
  ) {
    this.currencies = config.currencies.map(currency);
    this.blocked = new Set(config.blocked_countries);
  }

  isCurrencyEnabled(code: string): boolean {
    return this.config.currencies.includes(code);
  }

  isCountryBlocked(code: string): boolean {
    return this.blocked.has(code.toUpperCase());
  }

  /** The live bet delay per sport key, "default" for the rest (as the bet slip shows it). */
  liveDelays(): Record<string, number> {
    return this.liveDelayOverrideMs === undefined
      ? this.config.betting.live_delay_ms
      : { default: this.liveDelayOverrideMs };
  }

  /** The live bet delay of one sport. */
  liveDelayMs(sportKey: string): number {
    return liveDelayOf(sportKey, this.liveDelays());
  }

  countryOf(request: FastifyRequest): string {
    return requestCountry(request, this.defaultCountry);
  }
}
