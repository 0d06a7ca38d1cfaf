'use client';
// Starts iframe mode when the page is framed (body data-iframe, set by BodyAttributes): the
// message module is fetched only then, so a normal visit loads none of it.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { IframeBridge } from '../iframe-bridge';

export function IframeMode({
  allowedOrigins,
  locale,
}: {
  /** embedding.allowed_origins of the site configuration. */
  allowedOrigins: readonly string[];
  locale: Locale;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const bridge = useRef<IframeBridge | null>(null);
  const origins = allowedOrigins.join(' ');

  useEffect(() => {
    if (window.self === window.top) return;
    let stopped = false;
    void import('../iframe-bridge').then(({ startIframeMode }) => {
      if (stopped) return;
      bridge.current = startIframeMode({
        whitelist: origins.split(' ').filter(Boolean),
        locale,
        navigate: (href) => router.push(href),
        replace: (href) => router.replace(href),
      });
      bridge.current.pageLoaded(window.location.pathname);
    });
    return () => {
      stopped = true;
      bridge.current?.stop();
      bridge.current = null;
    };
  }, [origins, locale, router]);

  useEffect(() => {
    bridge.current?.pageLoaded(pathname);
  }, [pathname]);

  return null;
}
