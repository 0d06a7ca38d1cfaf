// The site configuration as the rest of the API uses it: currencies, countries, blocking, limits.
import type { Currency } from '@sportsbook/contracts';
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

  countryOf(request: FastifyRequest): string {
    return requestCountry(request, this.defaultCountry);
  }
}
