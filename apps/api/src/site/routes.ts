// Site data under /api/sb: what the web needs at start-up (locales, currencies, countries, the
// visitor's country, feature flags, bet limits) and the site's custom pages in the visitor's locale.
import {
  errorBodySchema,
  pageSchema,
  pagesSchema,
  systemSchema,
  type PageSummary,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNeedsSignIn, pageNotFound } from './errors';
import { countries } from './countries';
import type { CustomPageConfig } from './site-config';
import { addVary } from '../lib/vary';

/** A locale's own name for itself ("Deutsch", "Português (Brasil)"). */
function nameInLocale(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The text of `locale`, else of the site's default locale, else of the first locale written:
 * a page written only in English still shows on the German site.
 */
export function inLocale<T>(
  texts: Record<string, T>,
  locale: string,
  fallback: string,
): { locale: string; text: T } {
  for (const code of [locale, fallback]) {
    const text = texts[code];
    if (text !== undefined) return { locale: code, text };
  }
  const [first] = Object.entries(texts);
  return { locale: first![0], text: first![1] };
}

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
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
      addVary(reply, 'CF-IPCountry', 'X-Country');
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

  // ---- Custom pages ----

  const fallback = locales[0]!;
  const pages = new Map(app.site.config.pages.map((page) => [page.slug, page]));
  const tags = ['pages'];
  const localeQuery = z.object({ locale: z.string().min(2).max(10).optional() });

  const summary = (page: CustomPageConfig, locale: string): PageSummary => ({
    slug: page.slug,
    title: inLocale(page.title, locale, fallback).text,
    requires_login: page.requires_login,
    noindex: page.noindex,
    footer: page.footer,
  });

  app.get(
    '/pages',
    {
      schema: {
        tags,
        summary: 'The custom pages of the site (titles only), for the footer and links',
        querystring: localeQuery,
        response: { 200: pagesSchema },
      },
    },
    async (request) => {
      const locale = request.query.locale ?? fallback;
      return { data: [...pages.values()].map((page) => summary(page, locale)) };
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: 'One custom page; a page for players only answers 401 to a visitor',
        params: z.object({ slug: z.string().max(60) }),
        querystring: localeQuery,
        response: { 200: pageSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const page = pages.get(request.params.slug);
      if (!page) throw pageNotFound(request.params.slug);
      if (page.requires_login && !(await app.resolvePlayerId(request))) {
        throw pageNeedsSignIn();
      }
      const body = inLocale(page.body, request.query.locale ?? fallback, fallback);
      return { ...summary(page, body.locale), locale: body.locale, paragraphs: body.text };
    },
  );
};

export default siteRoutes;
