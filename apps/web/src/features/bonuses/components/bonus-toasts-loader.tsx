'use client';
// The bonus toasts load only for a signed-in player: a visitor's page carries none of their code.
import { lazyComponent } from '@/lib/lazy-component';
import type { Locale } from '@/lib/i18n/locales';
import { usePlayer } from '@/lib/session/player-store';

const BonusToasts = lazyComponent(() => import('./bonus-toasts').then((m) => m.BonusToasts));

export function BonusToastsLoader({ locale }: { locale: Locale }) {
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  return loggedIn ? <BonusToasts locale={locale} /> : null;
}
