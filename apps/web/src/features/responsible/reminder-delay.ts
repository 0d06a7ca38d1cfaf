// The reminders' delays as the site sets them in platform_settings (spec: reminders), apart from the
// reminders themselves: the layout reads the sign-up reminder's delay to know whether a visitor's
// page loads the reminders at all.

export type PlatformSettings = Record<string, unknown> | undefined;

/** A delay in seconds, or null for a value that is not one. */
export const seconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** Seconds before the sign-up reminder, or null when the site sets none (no reminder). */
export const signUpReminderDelayS = (settings: PlatformSettings): number | null =>
  seconds(settings?.sign_up_reminder_s);
