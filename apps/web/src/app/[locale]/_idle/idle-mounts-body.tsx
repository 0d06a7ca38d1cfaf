'use client';
// What IdleMounts mounts once the page is idle (see there).
import { BonusToastsLoader } from '@/features/bonuses/components/bonus-toasts-loader';
import { FavouritesSync } from '@/features/favourites/components/favourites-sync';
import { JackpotHits } from '@/features/jackpots/components/jackpot-hits';
import type { Locale } from '@/lib/i18n/locales';

export default function IdleMountsBody({ locale }: { locale: Locale }) {
  return (
    <>
      <BonusToastsLoader locale={locale} />
      <FavouritesSync />
      <JackpotHits />
    </>
  );
}
