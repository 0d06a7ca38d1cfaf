'use client';
// Route-change progress bar: starts when a navigation begins (a link's onNavigate, or the browser's
// back and forward buttons), ends when the new route renders. Next's Link handles the click itself,
// so a document click listener would only ever see it already handled.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/idle';
import { doneRouteProgress, loadRouteProgress, startRouteProgress } from '@/lib/route-progress';
import './route-progress.css';

const here = () => window.location.pathname + window.location.search;

export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  /** The address of the route on screen. */
  const rendered = useRef('');

  useEffect(() => {
    // Back and forward: a route change when the path or query differs from the route on screen
    // (a hash change is not one).
    const onPopState = () => {
      if (here() !== rendered.current) startRouteProgress();
    };
    window.addEventListener('popstate', onPopState);
    const cancelPreload = whenIdle(() => void loadRouteProgress());
    return () => {
      window.removeEventListener('popstate', onPopState);
      cancelPreload();
    };
  }, []);

  useEffect(() => {
    rendered.current = here();
    doneRouteProgress();
  }, [pathname, searchParams]);

  return null;
}
