// Started once the page is idle (late-services.tsx): error reporting when a DSN is configured; the
// live chat and push widgets and the watcher id once the visitor has accepted cookies.
import { apiFetch } from '@/lib/api/client';
import type { BrowserReportingConfig } from '@/lib/reporting/reporting-config';
import { usePlayer } from '@/lib/session/player-store';
import { TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';
import {
  CONSENT_ACCEPTED_EVENT,
  consentGiven,
  readCookie,
  writeCookie,
} from '@/lib/session/stored-keys';
import { track } from '@/lib/tracking';
import { widgetPlans, type WidgetConfig } from '@/lib/widgets/widget-plans';

function loadWidgets(config: WidgetConfig): void {
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

/** Spec 7: the watcher user id goes to the tag manager for a signed-in player. */
function trackWatcherId(): void {
  let sent: string | null = null;
  const send = () => {
    const player = usePlayer.getState();
    const id = player.authStatus === 'LOGGED_IN' ? (player.profile?.id ?? null) : null;
    if (id === null || id === sent) return;
    sent = id;
    apiFetch<{ user_id: string }>('/api/sb/watchersio/userid')
      .then(({ user_id }) => track({ event: 'watchersio_user_id', user_id }))
      .catch(() => {
        // Tracking only: the page does not depend on it, and the player is told nothing.
        sent = null;
      });
  };
  send();
  usePlayer.subscribe(send);
}

function afterConsent(widgets: WidgetConfig): void {
  if (widgets.chat || widgets.push) loadWidgets(widgets);
  trackWatcherId();
}

/**
 * The browser's time zone for pages the server draws (a sport page's days). A functional cookie
 * like the device id: it holds no identity, only the zone the visitor's clock already shows.
 */
function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone, 365);
}

export function start({
  reporting,
  widgets,
}: {
  reporting: BrowserReportingConfig | null;
  widgets: WidgetConfig;
}): void {
  rememberTimeZone();
  if (reporting) {
    void import('@/lib/reporting/sentry-browser').then((sdk) => sdk.startErrorReporting(reporting));
  }
  if (consentGiven()) afterConsent(widgets);
  else window.addEventListener(CONSENT_ACCEPTED_EVENT, () => afterConsent(widgets), { once: true });
}
