'use client';
// Route-change progress bar: starts when an in-app link is followed, ends when the new route renders.
// NProgress itself loads once the page is idle (or with the first navigation), not with the page.
import type { NProgress } from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import './route-progress.css';

let progress: NProgress | null = null;
let loading: Promise<NProgress> | null = null;
/** Whether a navigation is under way: a bar that loads after its navigation ended stays hidden. */
let navigating = false;

function loadProgress(): Promise<NProgress> {
  loading ??= import('nprogress').then(({ default: loaded }) => {
    // Spec section 9: minimum 0.08, speed 200 ms, trickle every 800 ms.
    loaded.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
    progress = loaded;
    return loaded;
  });
  return loading;
}

function start() {
  navigating = true;
  void loadProgress().then((bar) => {
    if (navigating) bar.start();
  });
}

function done() {
  navigating = false;
  progress?.done();
}

function isInAppNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInAppNavigation(event)) start();
    };
    document.addEventListener('click', onClick);
    const cancelPreload = whenIdle(() => void loadProgress());
    return () => {
      document.removeEventListener('click', onClick);
      cancelPreload();
    };
  }, []);

  useEffect(() => {
    done();
  }, [pathname, searchParams]);

  return null;
}
