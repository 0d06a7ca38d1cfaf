// The database schema: one source for PGlite and PostgreSQL, migrated by drizzle-kit SQL files.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Operator-editable site configuration, keyed by section (e.g. "bet_limits", "features"). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Catalogue (written by the feed leader, read into every instance's memory at boot) ----

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  type: text('type').notNull(),
  provider: text('provider').notNull(),
  mainMarketId: integer('main_market_id').notNull(),
  secondaryMarketId: integer('secondary_market_id'),
  mainMarketOutcomesCount: integer('main_market_outcomes_count').notNull(),
  secondaryMarketOutcomesCount: integer('secondary_market_outcomes_count'),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The name in other languages, by locale code (only those that differ). */
    names: jsonb('names').notNull().default({}),
    priority: integer('priority').notNull(),
    countryCode: text('country_code'),
  },
  (table) => [uniqueIndex('categories_sport_slug').on(table.sportId, table.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').notNull().default({}),
    priority: integer('priority').notNull(),
  },
  (table) => [uniqueIndex('tournaments_sport_slug').on(table.sportId, table.slug)],
);

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').notNull().default({}),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    home: jsonb('home'),
    away: jsonb('away'),
    outrightCompetitors: jsonb('outright_competitors').notNull().default([]),
    stadium: text('stadium'),
    city: text('city'),
    status: smallint('status').notNull(),
    stage: text('stage'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    statistics: jsonb('statistics').notNull(),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider').notNull(),
    isProviderStatsAvailable: boolean('is_provider_stats_available').notNull().default(false),
    /** The feed provider's own state of the match, so a restart resumes it. */
    feedState: jsonb('feed_state'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_status_start').on(table.status, table.startTime),
    index('matches_tournament').on(table.tournamentId),
    // Instances that do not run the feed read what changed since their last look.
    index('matches_updated').on(table.updatedAt),
  ],
);

export const markets = pgTable(
  'markets',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull(),
    /** [{id, name, active, odds}] with odds as OddsInt (1.85 → 18500). */
    outcomes: jsonb('outcomes').notNull(),
    groups: text('groups').array().notNull(),
    priority: integer('priority').notNull(),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    customBetGroups: text('custom_bet_groups').array().notNull(),
    provider: text('provider').notNull(),
    /** Set when the match ends: outcome id → {result, void_factor?, dead_heat_factor?}. */
    results: jsonb('results'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.marketId, table.specifier] }),
    index('markets_updated').on(table.updatedAt),
  ],
);

export const providerStatuses = pgTable('provider_statuses', {
  provider: text('provider').primaryKey(),
  status: text('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Sportsbook settings of players (the platform owns the players; no foreign key across) ----

export const playerSettings = pgTable('player_settings', {
  playerId: text('player_id').primaryKey(),
  /** Recommended stakes per currency code: four minor-unit amounts each. */
  stakes: jsonb('stakes')
    .$type<Record<string, [number, number, number, number]>>()
    .notNull()
    .default({}),
  /** none | higher | any (see docs/decisions.md). */
  autoAcceptOddsChange: text('auto_accept_odds_change'),
  oddsType: text('odds_type'),
  /** dark | light | system: the player's theme, kept across devices. */
  theme: text('theme'),
  pushSubscription: text('push_subscription'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
