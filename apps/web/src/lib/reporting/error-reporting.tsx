'use client';
// Loads error reporting once the page has loaded and the browser is idle; renders nothing.
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import type { BrowserReportingConfig } from './reporting-config';

/** Spec 9: the idle callback's fallback. */
const IDLE_FALLBACK_MS = 3000;

export function ErrorReporting({ config }: { config: BrowserReportingConfig | null }) {
  useEffect(() => {
    if (!config) return;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => {
        void import('./sentry-browser').then((sdk) => sdk.startErrorReporting(config));
      }, IDLE_FALLBACK_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle();
    };
  }, [config]);
  return null;
}
