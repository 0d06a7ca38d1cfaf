// The site configuration: site-config.json, with any section overridden by a site_settings row.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PAGE_SLUG,
  betLimitsSchema,
  featuresSchema,
  oddsAcceptModeSchema,
  oddsTypeSchema,
  stakesSchema,
} from '@sportsbook/contracts';
import { z } from 'zod';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';
import { bonusesConfigSchema } from '../bonuses/definitions';
import { jackpotsConfigSchema } from '../jackpots/definitions';
import { isKnownCurrency } from './currencies';

const perCurrency = <T extends z.ZodType>(value: T) => z.record(z.string(), value);
/** Text per locale code ("en", "pt-BR"); at least one locale. */
const perLocale = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/), value)
    .refine((texts) => Object.keys(texts).length > 0, 'needs the text of at least one locale');

/** First path segments the sportsbook's own routes (and locales) use: no custom page takes them. */
const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'live',
  'cybersport',
  'favorites',
  'schedule',
  'results',
  'promotions',
  'racing',
  'lotteries',
  'premium-cricket',
  'virtual-gaming-arena',
  'general-rules',
  'about',
  'init-sportsbook',
  'terms-and-conditions',
  'help-center',
  'profile',
  'users',
  'search',
  'blocked',
  'locked',
  '404',
  '500',
  'api',
  'connection',
  'br',
  'en',
  'de',
  'pt-br',
  'ar',
]);

/** A custom page of the site: plain-text paragraphs under /sports/{slug}. */
const customPageSchema = z.object({
  slug: z.string().max(60).regex(PAGE_SLUG, 'lower-case words joined by hyphens'),
  title: perLocale(z.string().trim().min(1).max(120)),
  body: perLocale(z.array(z.string().trim().min(1).max(5000)).max(50)),
  requires_login: z.boolean().default(false),
  noindex: z.boolean().default(false),
  footer: z.boolean().default(true),
});
export type CustomPageConfig = z.infer<typeof customPageSchema>;

/** The terms and conditions: a player accepts each new version before betting again. */
const termsSchema = z.object({
  /** Any text that changes when the terms change (a date is usual). */
  version: z.string().trim().min(1).max(40),
  /** The day this version took effect (YYYY-MM-DD). */
  effective_from: z.iso.date(),
  body: perLocale(z.array(z.string().trim().min(1).max(5000)).min(1).max(100)),
});

/** The help centre: questions and answers by section, and where to find help with gambling. */
const helpCenterSchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.string().regex(PAGE_SLUG),
        title: perLocale(z.string().trim().min(1).max(120)),
        questions: z
          .array(
            z.object({
              question: perLocale(z.string().trim().min(1).max(300)),
              answer: perLocale(z.string().trim().min(1).max(5000)),
            }),
          )
          .max(50),
      }),
    )
    .max(30),
  organisations: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        url: z.url({ protocol: /^https?$/ }),
        description: perLocale(z.string().trim().min(1).max(500)),
      }),
    )
    .max(30),
});

export const siteConfigSchema = z
  .object({
    default_currency: z.string(),
    /** Currencies players can hold accounts in. */
    currencies: z.array(z.string()).min(1),
    /** ISO codes where sign-in and sign-up are refused and the web shows the blocked page. */
    blocked_countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
    sign_in_allowed: z.boolean(),
    sign_up_allowed: z.boolean(),
    my_bets_enabled: z.boolean(),
    features: featuresSchema,
    player_fields: z.array(z.object({ name: z.string(), required: z.boolean() })),
    platform_settings: z.record(z.string(), z.unknown()),
    market_groups: z.array(z.string()),
    bet_limits: betLimitsSchema,
    sportsbook: z.object({
      custom_bet_enabled: z.boolean(),
      custom_bet_allow_single: z.boolean(),
      video_enabled: z.boolean(),
      default_stakes: perCurrency(stakesSchema),
      auto_accept_odds_change: oddsAcceptModeSchema,
      odds_types: z.array(oddsTypeSchema).min(1),
      default_odds_type: oddsTypeSchema,
      sport_type_providers: z.record(z.string(), z.array(z.string())),
      multi_bet_available_by_provider: z.record(z.string(), z.boolean()),
      additional_providers: z.object({
        horse_racing: z.boolean(),
        lotto: z.boolean(),
        premium_cricket: z.boolean(),
        virtual_gaming_arena: z.boolean(),
      }),
      allow_multiple_active_user_freebets: z.boolean(),
    }),
    /** Placement and cash-out rules the bet limits do not cover. */
    betting: z.object({
      /** Live bet delay per sport key ("default" for the rest), during which a change rejects. */
      live_delay_ms: z.record(z.string(), z.number().int().min(0).max(30_000)),
      /** The share of a cash-out's fair value the book keeps. */
      cashout_margin: z.number().min(0).max(0.5),
      /** Providers whose selections cannot go into system bets. */
      system_restricted_providers: z.array(z.string()),
      /** Max stake is offered for one provider's selections, or this second one's. */
      max_stake_second_provider: z.string().nullable(),
      /** Units of each currency per one unit of base, as decimal text (limits across currencies). */
      exchange_rates: z.object({ base: z.string(), rates: z.record(z.string(), z.string()) }),
    }),
    /** Absent: the site has no terms for players to accept. */
    terms: termsSchema.optional(),
    help_center: helpCenterSchema.default({ sections: [], organisations: [] }),
    /** Extra pages of the site (spec: custom pages by configuration). */
    pages: z.array(customPageSchema).max(100).default([]),
    /**
     * Host pages that may embed the sportsbook in an iframe (spec: iframe messages come only from
     * allowed origins). The web tier reads it at start for the pages' frame-ancestors.
     */
    embedding: z
      .object({
        allowed_origins: z.array(
          z
            .string()
            .regex(/^(\*|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)$/i, 'must be an origin or *'),
        ),
      })
      .default({ allowed_origins: [] }),
    /**
     * The demo cashier: above max_amount a payment fails; above pending_above a deposit waits and
     * a withdrawal is declined. Waiting payments (and every withdrawal) settle after settle_after_ms.
     */
    /** Operator definitions of the bonuses the site issues (comboboost, freebets, amb freebet). */
    bonuses: bonusesConfigSchema.default({ definitions: [] }),
    /** The site's jackpots (served and fed only while features.jackpots is on). */
    jackpots: jackpotsConfigSchema.default({ definitions: [] }),
    demo_cashier: z.object({
      pending_above: perCurrency(z.number().int().positive()),
      max_amount: perCurrency(z.number().int().positive()),
      settle_after_ms: z.number().int().min(0).max(86_400_000).default(10_000),
    }),
  })
  .superRefine((site, ctx) => {
    const issue = (message: string, ...where: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path: where });
    site.currencies.forEach((code, i) => {
      if (!isKnownCurrency(code)) issue(`unknown currency ${code}`, 'currencies', i);
      if (!site.sportsbook.default_stakes[code])
        issue(`no stakes for ${code}`, 'sportsbook', 'default_stakes');
      if (!site.demo_cashier.pending_above[code])
        issue(`no threshold for ${code}`, 'demo_cashier', 'pending_above');
      if (!site.demo_cashier.max_amount[code])
        issue(`no maximum for ${code}`, 'demo_cashier', 'max_amount');
      // Money limits count every currency a player uses, converted at these rates.
      const rates = site.betting.exchange_rates;
      if (code === rates.base) return;
      const rate = Object.hasOwn(rates.rates, code) ? rates.rates[code] : undefined;
      if (rate === undefined)
        issue(`no exchange rate for ${code}`, 'betting', 'exchange_rates', 'rates');
      else if (!/^\d+(\.\d+)?$/.test(rate) || !/[1-9]/.test(rate))
        issue(`the rate of ${code} is not a decimal above 0`, 'betting', 'exchange_rates', 'rates');
    });
    if (!site.currencies.includes(site.default_currency)) {
      issue('must be one of currencies', 'default_currency');
    }
    const slugs = new Set<string>();
    site.pages.forEach((page, i) => {
      if (RESERVED_PAGE_SLUGS.has(page.slug))
        issue(`${page.slug} is a route of the sportsbook`, 'pages', i, 'slug');
      if (slugs.has(page.slug)) issue(`${page.slug} is used twice`, 'pages', i, 'slug');
      slugs.add(page.slug);
    });
    site.jackpots.definitions.forEach((jackpot, i) => {
      if (!site.currencies.includes(jackpot.currency))
        issue(
          `${jackpot.currency} is not a site currency`,
          'jackpots',
          'definitions',
          i,
          'currency',
        );
    });
    if (!site.sportsbook.odds_types.includes(site.sportsbook.default_odds_type)) {
      issue('must be one of odds_types', 'sportsbook', 'default_odds_type');
    }
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** site-config.json sits in apps/api, next to src/ in development and dist/ when bundled. */
export function defaultSiteConfigFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../site-config.json'),
    path.resolve(here, '../site-config.json'),
  ];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

export function parseSiteConfig(raw: unknown, source: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new SiteConfigError(`Invalid site configuration (${source}):\n${lines.join('\n')}`);
}

/** Reads the file, then lets each site_settings row replace the section of the same key. */
export async function loadSiteConfig(
  db: Database,
  file = defaultSiteConfigFile(),
): Promise<SiteConfig> {
  let fromFile: Record<string, unknown>;
  try {
    fromFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new SiteConfigError(
      `Cannot read the site configuration ${file}: ${(error as Error).message}`,
    );
  }
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  const overrides = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const sources = rows.length
    ? `${file} and site_settings ${rows.map((r) => r.key).join(', ')}`
    : file;
  return parseSiteConfig({ ...fromFile, ...overrides }, sources);
}
