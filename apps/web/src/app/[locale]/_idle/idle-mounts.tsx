'use client';
// The layout's parts that need not be on screen for the page to be used, mounted together once
// the page has loaded and the browser is idle: the favourites sync (the stars' store, a visitor's
// device storage, a player's list), the bonus toasts and the jackpot hit modal. Their code is one
// chunk that loads then; each still loads its own body only when there is something to show.
import { lazyComponent } from '@/lib/lazy-component';
import { useIdleAfterLoad } from '@/lib/idle';
import type { Locale } from '@/lib/i18n/locales';

const IdleMountsBody = lazyComponent(() => import('./idle-mounts-body'));

export function IdleMounts({ locale }: { locale: Locale }) {
  const idle = useIdleAfterLoad();
  return idle ? <IdleMountsBody locale={locale} /> : null;
}
