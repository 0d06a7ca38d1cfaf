'use client';
// The reminders: sign up (visitors, once) and deposit (a player group, once a day).
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect, useState } from 'react';
import { useSystem } from '@/lib/api/system';
import { usePlayer } from '@/lib/session/player-store';
import {
  depositReminder,
  depositReminderShownToday,
  rememberDepositReminder,
  rememberSignUpReminder,
  signUpReminderShown,
} from '../reminders';
import { signUpReminderDelayS } from '../reminder-delay';

const ReminderDialog = lazyComponent(() => import('./reminder-dialog'));

export type ReminderKind = 'sign_up' | 'deposit';

export function Reminders() {
  const settings = useSystem().data?.platform_settings;
  const authStatus = usePlayer((s) => s.authStatus);
  const inGroup = usePlayer((s) => s.profile?.statuses ?? null);
  const [shown, setShown] = useState<ReminderKind | null>(null);

  const signUpDelay = settings ? signUpReminderDelayS(settings) : null;
  useEffect(() => {
    if (authStatus !== 'NOT_LOGGED_IN' || signUpDelay === null || signUpReminderShown()) return;
    const timer = setTimeout(() => {
      rememberSignUpReminder();
      setShown('sign_up');
    }, signUpDelay * 1000);
    return () => clearTimeout(timer);
  }, [authStatus, signUpDelay]);

  const deposit = settings ? depositReminder(settings) : null;
  const depositDue =
    authStatus === 'LOGGED_IN' && deposit !== null && inGroup?.includes(deposit.group) === true;
  const depositDelay = deposit?.delayS;
  useEffect(() => {
    if (!depositDue || depositDelay === undefined || depositReminderShownToday()) return;
    const timer = setTimeout(() => {
      rememberDepositReminder();
      setShown('deposit');
    }, depositDelay * 1000);
    return () => clearTimeout(timer);
  }, [depositDue, depositDelay]);

  // A reminder for a visitor is moot once they sign in, and the other way round.
  const stale =
    (shown === 'sign_up' && authStatus === 'LOGGED_IN') ||
    (shown === 'deposit' && authStatus !== 'LOGGED_IN');
  return shown && !stale ? <ReminderDialog kind={shown} onClose={() => setShown(null)} /> : null;
}
