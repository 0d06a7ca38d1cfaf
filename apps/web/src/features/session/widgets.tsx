'use client';
// Third-party widgets and the watcher id, only once the visitor has accepted cookies: the live
// chat and push widgets configured for the site load after the page has loaded and the browser is
// idle, so they never hold up the first paint.
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api/client';
import { whenIdle } from '@/lib/idle';
import { usePlayer } from '@/lib/session/player-store';
import { track } from '@/lib/tracking';
import type { WidgetConfig } from '@/lib/widgets/widget-plans';

/** Spec 9: the idle callback's fallback. */
const IDLE_FALLBACK_MS = 3000;

function afterLoadAndIdle(work: () => void): () => void {
  let cancel = () => {};
  const start = () => (cancel = whenIdle(work, IDLE_FALLBACK_MS));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}

async function loadWidgets(config: WidgetConfig): Promise<void> {
  const { widgetPlans } = await import('@/lib/widgets/widget-plans');
  const w = window as unknown as Record<string, unknown>;
  for (const plan of widgetPlans(config)) {
    if (document.getElementById(plan.id)) continue;
    plan.before?.(w);
    const script = document.createElement('script');
    script.id = plan.id;
    script.src = plan.src;
    script.async = true;
    if (plan.after) script.addEventListener('load', () => plan.after?.(w), { once: true });
    document.body.append(script);
  }
}

export function Widgets({ config, consented }: { config: WidgetConfig; consented: boolean }) {
  const configured = config.chat !== null || config.push !== null;
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');

  useEffect(() => {
    if (!consented || !configured) return;
    return afterLoadAndIdle(() => void loadWidgets(config));
  }, [consented, configured, config]);

  // Spec 7: the watcher user id is fetched for tracking (a signed-in player who accepted cookies).
  useEffect(() => {
    if (!consented || !loggedIn) return;
    const controller = new AbortController();
    apiFetch<{ user_id: string }>('/api/sb/watchersio/userid', { signal: controller.signal })
      .then(({ user_id }) => track({ event: 'watchersio_user_id', user_id }))
      .catch(() => {
        // Tracking only: the page does not depend on it, and the player sees nothing of it.
      });
    return () => controller.abort();
  }, [consented, loggedIn]);

  return null;
}
