'use client';
// A link inside the sportsbook that carries the current locale segment.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { startRouteProgress } from '@/lib/route-progress';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onNavigate'> & {
  href: string;
  locale: Locale;
};

/**
 * The next page is fetched ahead when the player shows intent (pointer over the link, a touch, or
 * keyboard focus), not for every link that scrolls into view: a match list holds a hundred links,
 * and prefetching each would spend a phone's network and main thread on pages never opened.
 */
export function LocalLink({ href, locale, onPointerEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter();
  const target = localizeHref(href, locale);
  const warm = () => router.prefetch(target);
  return (
    <Link
      href={target}
      prefetch={false}
      onPointerEnter={(event) => {
        warm();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      // Called only for navigations Next performs itself (not new tabs or downloads).
      onNavigate={() => startRouteProgress(target)}
      {...rest}
    />
  );
}
