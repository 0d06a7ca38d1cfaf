'use client';
// The jackpot widget of a page. Its code loads once the page has loaded and the browser is idle;
// until it runs, the jackpots the server render read are shown as they will be drawn (no layout
// shift). Without those (the server's read failed), it shows once the widget's own read answers,
// while the site's jackpots flag is on.
import type { Jackpot } from '@sportsbook/contracts';
import { lazyComponent } from '@/lib/lazy-component';
import { createContext, use, type ReactNode } from 'react';
import { useSystem } from '@/lib/api/system';
import { useIdleAfterLoad } from '@/lib/idle';

/** What the page drew on the server, shown while the widget's code loads. */
const ServerDrawn = createContext<ReactNode>(null);

function Drawn() {
  return use(ServerDrawn);
}

const JackpotWidgetBody = lazyComponent(() => import('./jackpot-widget-body'), {
  fallback: <Drawn />,
});

export function JackpotWidget({
  initial,
  children,
}: {
  /** The jackpots the server render read, or null when it could not read them. */
  initial?: Jackpot[] | null;
  /** Those jackpots drawn by the server render. */
  children?: ReactNode;
}) {
  const enabled = useSystem().data?.features.jackpots === true;
  const idle = useIdleAfterLoad();
  if (initial) {
    if (initial.length === 0) return null;
    if (!idle) return children;
    return (
      <ServerDrawn value={children}>
        <JackpotWidgetBody initial={initial} />
      </ServerDrawn>
    );
  }
  return enabled ? <JackpotWidgetBody /> : null;
}
