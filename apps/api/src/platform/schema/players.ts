// Platform tables of players and their credentials: sessions, single-use tokens, phone codes, outbox.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const players = pgTable('players', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; null for players who signed up by phone. */
  email: text('email').unique(),
  mobilePhone: text('mobile_phone'),
  /** The phone the player signs in with (E.164). */
  authPhoneNumber: text('auth_phone_number').unique(),
  /** scrypt$N$r$p$salt$hash (base64url), see platform/auth/password.ts. */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nickname: text('nickname'),
  language: text('language').notNull(),
  country: text('country').notNull(),
  confirmedAt: at('confirmed_at'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: at('locked_at'),
  /** When a lockout ends by itself; null with lockedAt set means only an unlock token frees it. */
  lockedUntil: at('locked_until'),
  userAccountStatus: text('user_account_status').notNull().default('active'),
  suspensionReason: text('suspension_reason'),
  pve: boolean('pve').notNull().default(false),
  authFieldsMissed: text('auth_fields_missed')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Writeable status groups (e.g. spi_test); loyalty groups follow from comp points. */
  statusGroups: text('status_groups')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  compPoints: integer('comp_points').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Cookie sessions and Bearer tokens; only a SHA-256 of the secret is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** The cookie session a Bearer token was minted from: signing that session out ends it too. */
    parentId: uuid('parent_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('sessions_player').on(table.playerId),
    index('sessions_parent')
      .on(table.parentId)
      .where(sql`${table.parentId} is not null`),
  ],
);

/** Single-use tokens of confirmation, password reset and unlock e-mails (hashed). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('auth_tokens_player_purpose').on(table.playerId, table.purpose)],
);

export const phoneVerifications = pgTable('phone_verifications', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  phoneCountry: text('phone_country').notNull(),
  codeHash: text('code_hash'),
  codeExpiresAt: at('code_expires_at'),
  attempts: integer('attempts').notNull().default(0),
  resendAvailableAt: at('resend_available_at'),
  smsWindowStartedAt: at('sms_window_started_at'),
  smsCount: integer('sms_count').notNull().default(0),
  verifiedAt: at('verified_at'),
});

/** E-mails and SMS as sent (or to send); development reads them at /api/platform/dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The template's variables (token, code, link) so development tools can use them. */
    data: jsonb('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    error: text('error'),
  },
  (table) => [index('outbox_recipient').on(table.recipient)],
);
