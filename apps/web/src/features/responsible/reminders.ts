// The reminders' settings and memory (spec: reminders): a sign-up reminder once for visitors after
// platform_settings.sign_up_reminder_s seconds (remembered in local storage), and a deposit
// reminder once a day for players of the group platform_settings.deposit_reminder_group
// (default "deposit_reminder") after deposit_reminder_delay_s seconds (default 10; a 1-day cookie).
import { safeLocalStorage } from '@/lib/safe-storage';
import { readCookie, writeCookie } from '@/lib/session/stored-keys';

import { seconds, type PlatformSettings } from './reminder-delay';

const SIGN_UP_REMINDER_KEY = 'sign_up_reminder_shown';
const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder';
const DEPOSIT_REMINDER_DEFAULT_DELAY_S = 10;
const DEPOSIT_REMINDER_DEFAULT_GROUP = 'deposit_reminder';
const REMINDER_COOKIE_DAYS = 1;

export function depositReminder(settings: PlatformSettings): { group: string; delayS: number } {
  const group = settings?.deposit_reminder_group;
  return {
    group: typeof group === 'string' && group ? group : DEPOSIT_REMINDER_DEFAULT_GROUP,
    delayS: seconds(settings?.deposit_reminder_delay_s) ?? DEPOSIT_REMINDER_DEFAULT_DELAY_S,
  };
}

export const signUpReminderShown = (): boolean =>
  safeLocalStorage.getItem(SIGN_UP_REMINDER_KEY) === '1';

/** Where storage is refused (a cross-site frame), the reminder may come again on another load. */
export const rememberSignUpReminder = (): void =>
  safeLocalStorage.setItem(SIGN_UP_REMINDER_KEY, '1');

export const depositReminderShownToday = (): boolean =>
  readCookie(DEPOSIT_REMINDER_COOKIE) !== null;

/** Written as the product's other cookies are, so a cross-site frame over HTTPS keeps it too. */
export function rememberDepositReminder(): void {
  writeCookie(DEPOSIT_REMINDER_COOKIE, '1', REMINDER_COOKIE_DAYS);
}
