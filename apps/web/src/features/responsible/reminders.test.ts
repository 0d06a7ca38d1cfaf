// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signUpReminderDelayS } from './reminder-delay';
import { depositReminder, depositReminderShownToday, rememberDepositReminder } from './reminders';

describe('reminder settings', () => {
  it('shows the sign-up reminder only when the site sets its seconds', () => {
    expect(signUpReminderDelayS({})).toBeNull();
    expect(signUpReminderDelayS({ sign_up_reminder_s: 30 })).toBe(30);
    expect(signUpReminderDelayS({ sign_up_reminder_s: '30' })).toBeNull();
    expect(signUpReminderDelayS({ sign_up_reminder_s: -1 })).toBeNull();
  });

  it('reminds of a deposit after 10 s to the deposit_reminder group unless the site says else', () => {
    expect(depositReminder({})).toEqual({ group: 'deposit_reminder', delayS: 10 });
    expect(depositReminder({ deposit_reminder_group: 'vip', deposit_reminder_delay_s: 3 })).toEqual(
      { group: 'vip', delayS: 3 },
    );
    expect(depositReminder({ deposit_reminder_group: '', deposit_reminder_delay_s: null })).toEqual(
      { group: 'deposit_reminder', delayS: 10 },
    );
  });
});

describe('the deposit reminder’s day', () => {
  it('is remembered in a cookie of a day, written as the product’s other cookies', () => {
    document.cookie = 'deposit_reminder=; max-age=0; path=/';
    expect(depositReminderShownToday()).toBe(false);
    rememberDepositReminder();
    expect(depositReminderShownToday()).toBe(true);
    document.cookie = 'deposit_reminder=; max-age=0; path=/';
  });
});
