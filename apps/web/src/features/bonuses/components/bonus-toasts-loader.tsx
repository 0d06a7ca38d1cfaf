'use client';
// The bonus toasts load only for a signed-in player: a visitor's page carries none of their code.
import dynamic from 'next/dynamic';
import type { Locale } from '@/lib/i18n/locales';
import { usePlayer } from '@/lib/session/player-store';

const BonusToasts = dynamic(() => import('./bonus-toasts').then((m) => m.BonusToasts), {
  ssr: false,
});

export function BonusToastsLoader({ locale }: { locale: Locale }) {
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  return loggedIn ? <BonusToasts locale={locale} /> : null;
}
