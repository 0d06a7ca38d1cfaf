'use client';
// Starts iframe mode when the page is framed: the message module is fetched only then, so a
// normal visit loads none of it. It tells the host of each page itself (body data-page).
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
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
  const origins = allowedOrigins.join(' ');

  useEffect(() => {
    if (window.self === window.top) return;
    let bridge: IframeBridge | null = null;
    let stopped = false;
    void import('../iframe-bridge').then(({ startIframeMode }) => {
      if (stopped) return;
      bridge = startIframeMode({
        whitelist: origins.split(' ').filter(Boolean),
        locale,
        navigate: (href) => router.push(href),
        replace: (href) => router.replace(href),
      });
    });
    return () => {
      stopped = true;
      bridge?.stop();
    };
  }, [origins, locale, router]);

  return null;
}
