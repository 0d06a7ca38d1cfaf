'use client';
// The terms-and-conditions checker, mounted once in the layout: its code loads once a player is
// signed in (a visitor has no terms to accept).
import { lazyComponent } from '@/lib/lazy-component';
import type { Locale } from '@/lib/i18n/locales';
import { usePlayer } from '@/lib/session/player-store';

const TermsCheckerBody = lazyComponent(() => import('./terms-checker-body'));

export function TermsChecker({ locale }: { locale: Locale }) {
  const signedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  return signedIn ? <TermsCheckerBody locale={locale} /> : null;
}
