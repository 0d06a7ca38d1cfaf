// GET /api/sb/system: locales, currencies, countries, the visitor's country, feature flags and bet limits.
import { systemSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countries } from '../../site/countries';

/** A locale's own name for itself ("Deutsch", "Português (Brasil)"). */
function nameInLocale(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const locales = app.config.LOCALES;
  const site = app.site;

  app.get(
    '/system',
    {
      schema: {
        tags: ['settings'],
        summary: 'Site data the web needs at start-up',
        querystring: z.object({ locale: z.string().min(2).max(10).optional() }),
        response: { 200: systemSchema },
      },
    },
    async (request, reply) => {
      const locale =
        request.query.locale && locales.includes(request.query.locale)
          ? request.query.locale
          : locales[0]!;
      const country = site.countryOf(request);
      // The answer depends on the visitor's country headers; shared caches must keep them apart.
      reply.header('vary', 'CF-IPCountry, X-Country');
      return {
        locales: locales.map((code) => ({ code, name_in_locale: nameInLocale(code) })),
        default_locale: locales[0]!,
        currencies: site.currencies,
        default_currency_code: site.config.default_currency,
        countries: countries(locale),
        user_country: { code: country, blocked: site.isCountryBlocked(country) },
        blocked_countries: site.config.blocked_countries,
        market_groups: site.config.market_groups.map((group_key) => ({ group_key })),
        player_fields: site.config.player_fields,
        platform_settings: site.config.platform_settings,
        features: site.config.features,
        sign_in_allowed: site.config.sign_in_allowed,
        sign_up_allowed: site.config.sign_up_allowed,
        my_bets_enabled: site.config.my_bets_enabled,
        bet_limits_settings: site.config.bet_limits,
        live_bet_delay_ms: site.liveDelays(),
      };
    },
  );
};

export default systemRoutes;
