// Player platform: the profile, loyalty, phone verification and responsible-gambling limits.
import { z } from 'zod';
import { countryCodeSchema, phoneSchema } from './platform-auth';

export const USER_ACCOUNT_STATUSES = ['active', 'suspended', 'blocked'] as const;

/** The profile as GET /player answers it (spec: Profile / user). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  country: z.string(),
  /** Fields the player must still fill in; the web opens the non-closable dialog for them. */
  auth_fields_missed: z.array(z.string()),
  /** Keys of the status groups the player belongs to. */
  statuses: z.array(z.string()),
  serasa: z.object({ pve: z.boolean() }),
  user_account_status: z.enum(USER_ACCOUNT_STATUSES),
  suspension_reason: z.string().nullable(),
  confirmed: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /player: the fields the missed-auth-fields dialog asks for. */
export const profileUpdateSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    nickname: z.string().trim().min(1).max(50),
  })
  .partial();

export const updateLocaleRequestSchema = z.object({ locale: z.string().min(2).max(10) });
export const updateLocaleResponseSchema = z.object({ locale: z.string() });
export type UpdateLocaleResponse = z.infer<typeof updateLocaleResponseSchema>;

export const compPointsSchema = z.object({ persistent: z.object({ points: z.number().int() }) });
export type CompPoints = z.infer<typeof compPointsSchema>;

export const statusGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  writeable: z.boolean(),
  comp_points_min: z.number().int().nullable(),
  comp_points_max: z.number().int().nullable(),
});
export type StatusGroup = z.infer<typeof statusGroupSchema>;
export const statusGroupsSchema = z.object({ data: z.array(statusGroupSchema) });
export type StatusGroups = z.infer<typeof statusGroupsSchema>;

/** GET /player/phone (spec: Phone verification). */
export const phoneVerificationSchema = z.object({
  phone_number: z.string().nullable(),
  phone_country: z.string().nullable(),
  verified_status: z.enum(['verified', 'not_verified']),
  resend_timeout_until: z.string().nullable(),
  sms_limit_reached: z.boolean(),
});
export type PhoneVerification = z.infer<typeof phoneVerificationSchema>;

export const sendPhoneCodeRequestSchema = z.object({
  phone_number: phoneSchema,
  phone_country: countryCodeSchema,
});
export const verifyPhoneRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

// ---- responsible gambling ----

export const LIMIT_TYPES = [
  'deposit',
  'loss',
  'wager',
  'session',
  'activity',
  'reality_check',
  'time_out',
  'self_exclusion',
] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/**
 * A responsible-gambling limit. `value`: minor units of `currency` for deposit, loss and wager;
 * minutes for session, activity and reality_check; hours for a time-out and months for a
 * self-exclusion, which end at `disable_at`. A `pending` row is a loosening (null value: a
 * removal) that the player may confirm from `confirm_until` on.
 */
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  strategy: z.enum(['time', 'money', 'exclusion']),
  status: z.enum(['active', 'pending', 'disabled']),
  period: z.enum(LIMIT_PERIODS),
  value: z.number().int().nullable(),
  currency: z.string().nullable(),
  parent_type: z.string().nullable(),
  disable_at: z.string().nullable(),
  created_at: z.string(),
  confirm_until: z.string().nullable(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;
export const userLimitsSchema = z.object({ data: z.array(userLimitSchema) });
export const createUserLimitRequestSchema = z
  .object({
    type: z.enum(LIMIT_TYPES),
    period: z.enum(LIMIT_PERIODS).default('day'),
    value: z.number().int().min(1).max(1_000_000_000_000),
    /** A money limit's account currency; the active account's when left out. */
    currency: z.string().trim().min(2).max(8).optional(),
  })
  .refine(
    (body) =>
      !['session', 'activity', 'reality_check'].includes(body.type) || body.value <= 60 * 24 * 31,
    { path: ['value'], message: 'at most 31 days of minutes' },
  );
export const userLimitIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** One change of a player's limits, as the audit history keeps it. */
export const userLimitEventSchema = z.object({
  id: z.number().int(),
  limit_id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS),
  action: z.enum([
    'set',
    'tightened',
    'loosening_requested',
    'removal_requested',
    'confirmed',
    'removed',
    'cancelled',
  ]),
  value: z.number().int().nullable(),
  previous_value: z.number().int().nullable(),
  confirm_until: z.string().nullable(),
  created_at: z.string(),
});
export type UserLimitEvent = z.infer<typeof userLimitEventSchema>;
export const userLimitHistorySchema = z.object({ data: z.array(userLimitEventSchema) });

export const activityTrackSchema = z.object({
  tracked_seconds: z.number().int(),
  limit_seconds: z.number().int().nullable(),
});

export const sportsbookSessionSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  last_active_at: z.string(),
  /** Minutes between reality checks, when the player set a reality-check limit. */
  reality_check_interval_min: z.number().int().nullable(),
  /** Seconds left today under the session limit, when the player set one. */
  session_limit_remaining_s: z.number().int().nullable(),
});
export type SportsbookSession = z.infer<typeof sportsbookSessionSchema>;

/** The reality-check summary the web polls every 30 s (spec: Reality check). */
export const realityCheckSchema = z.object({
  bets_sum: z.number().int(),
  wins_sum: z.number().int(),
  currency: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  reality_check_due: z.boolean(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/**
 * Every session of the player was ended (a time-out or a self-exclusion began): each tab and
 * device signs out at once, and is told until when.
 */
export const sessionEndedSchema = z.object({
  event_name: z.literal('session_ended'),
  message: z.object({
    reason: z.enum(['time_out', 'self_exclusion']),
    until: z.string(),
  }),
});
export type SessionEnded = z.infer<typeof sessionEndedSchema>;
