'use client';
// Services the page does not need to show itself: error reporting, the configured widgets and the
// watcher id. This component is all of them the first load carries; their code arrives once the
// page has loaded and the browser is idle (start-services.ts), so they never hold up the first paint.
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import type { BrowserReportingConfig } from '@/lib/reporting/reporting-config';
import type { WidgetConfig } from '@/lib/widgets/widget-plans';

/** Spec 9: the idle callback's fallback. */
const IDLE_FALLBACK_MS = 3000;

export function LateServices(props: {
  reporting: BrowserReportingConfig | null;
  widgets: WidgetConfig;
}) {
  useEffect(() => {
    let cancel = () => {};
    const start = () =>
      (cancel = whenIdle(
        () => void import('./start-services').then((services) => services.start(props)),
        IDLE_FALLBACK_MS,
      ));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
    // Once per page load: the layout's configuration does not change on navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
