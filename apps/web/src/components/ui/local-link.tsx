'use client';
// A link inside the sportsbook that carries the current locale segment.
// The helper the router itself uses (already in every page's framework code).
import { addBasePath } from 'next/dist/client/add-base-path';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { startRouteProgress } from '@/lib/route-progress';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  locale: Locale;
};

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>) => {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
};

/**
 * An anchor the app router follows without a page load (a plain click; the browser keeps new
 * tabs, downloads and other frames). The router's own API, not next/link: that component and the
 * URL helpers it brings weigh about 3 KB brotli in every page's first load, for features (prefetch
 * on view, link status, URL objects) these links do not use.
 *
 * The next page is fetched ahead when the player shows intent (pointer over the link, a touch, or
 * keyboard focus), not for every link that scrolls into view: a match list holds a hundred links,
 * and prefetching each would spend a phone's network and main thread on pages never opened.
 */
export function LocalLink({
  href,
  locale,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...rest
}: Props) {
  const router = useRouter();
  const target = localizeHref(href, locale);
  const warm = () => router.prefetch(target);
  return (
    <a
      href={addBasePath(target)}
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
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event)) return;
        event.preventDefault();
        startRouteProgress(target);
        router.push(target);
      }}
      {...rest}
    />
  );
}
