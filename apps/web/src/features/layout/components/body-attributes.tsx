'use client';
// Body attributes host pages and styles rely on: the page, iframe embedding, scroll visibility.
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { storedTheme } from './theme-script';

/** The page name of a path under the locale: "home", "live", "soccer", "soccer/england" … */
function pageNameOf(pathname: string, localeSegment: string | null): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'sports') segments.shift();
  if (localeSegment && segments[0] === localeSegment) segments.shift();
  return segments.length === 0 ? 'home' : segments.join('/');
}

export function BodyAttributes({ localeSegment }: { localeSegment: string | null }) {
  const pathname = usePathname();

  // A not-found page is drawn here, not by the server: its head's theme script never ran. Before
  // the first paint, so it does not flash in the other theme.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!root.dataset.theme) root.dataset.theme = storedTheme();
  }, []);

  useEffect(() => {
    document.body.dataset.page = pageNameOf(pathname, localeSegment);
  }, [pathname, localeSegment]);

  useEffect(() => {
    const body = document.body;
    body.dataset.iframe = String(window.self !== window.top);
    // Scroll visibility: "hidden" while a modal locks the page (set by modals), else whether the
    // page is scrolled away from the top, which sticky parts of the host page may follow.
    const update = () => {
      if (body.dataset.scroll !== 'hidden')
        body.dataset.scroll = window.scrollY > 0 ? 'scrolled' : 'top';
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return null;
}
