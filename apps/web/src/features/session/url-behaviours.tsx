'use client';
// Behaviours each page has once the client runs: the profile load, tracking tags and the
// post-deposit redirect taken off the URL, the device id, the blocked-country page, the
// user-group checker and the cookie consent banner.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSystem } from '@/lib/api/system';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { usePlayer } from '@/lib/session/player-store';
import { ConsentBanner } from './consent-banner';
import { linkQuickBetToSession } from './session-links';
import { affiliateCookieEnabled, groupCheckRedirect } from './site-rules';
import { ensureDeviceId, writeCookie } from '@/lib/session/stored-keys';
import {
  affiliateCookie,
  consumeUrlParams,
  mergeTracking,
  TRACKING_STORAGE_KEY,
  type TrackingParams,
} from './url-params';

function storeTracking(captured: TrackingParams): void {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY) ?? 'null');
  } catch {
    // A damaged entry is replaced.
  }
  localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(mergeTracking(stored, captured)));
}

export function UrlBehaviours({
  locale,
  consentAccepted,
  sessionCookie,
}: {
  locale: Locale;
  /** Whether the request carried the consent cookie: the server renders the banner from it. */
  consentAccepted: boolean;
  /** Whether the request carried a session cookie; without one the visitor is not signed in. */
  sessionCookie: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const system = useSystem().data;
  const authStatus = usePlayer((s) => s.authStatus);
  const statuses = usePlayer((s) => (s.authStatus === 'LOGGED_IN' ? s.profile?.statuses : null));
  /** Tags captured on this page, until the site says whether stag goes into a cookie. */
  const captured = useRef<TrackingParams>({});
  const systemLoaded = system !== undefined;
  const affiliateEnabled = affiliateCookieEnabled(system?.platform_settings);

  useEffect(() => linkQuickBetToSession(), []);
  useEffect(() => {
    ensureDeviceId();
  }, []);
  useEffect(() => {
    if (authStatus === 'UNKNOWN') void usePlayer.getState().load({ sessionCookie });
  }, [authStatus, sessionCookie]);

  // Tracking tags and the redirect parameter are read on every page and taken off its URL.
  useEffect(() => {
    const { hash } = window.location;
    const consumed = consumeUrlParams(window.location.search);
    if (!consumed.changed) return;
    window.history.replaceState(null, '', `${window.location.pathname}${consumed.search}${hash}`);
    if (Object.keys(consumed.tracking).length > 0) {
      storeTracking(consumed.tracking);
      captured.current = consumed.tracking;
    }
    if (consumed.redirect) router.replace(consumed.redirect);
  }, [pathname, router]);

  useEffect(() => {
    if (!systemLoaded) return;
    const cookie = affiliateCookie(captured.current, affiliateEnabled);
    captured.current = {};
    if (cookie) writeCookie(cookie.name, cookie.value, cookie.days);
  }, [systemLoaded, affiliateEnabled, pathname]);

  // Visitors from a blocked country see the blocked page (spec 6).
  useEffect(() => {
    if (!system?.user_country.blocked) return;
    const blocked = localizeHref('/blocked', locale);
    if (pathname !== blocked) {
      router.replace(`${blocked}?country=${encodeURIComponent(system.user_country.code)}`);
    }
  }, [system, pathname, locale, router]);

  useEffect(() => {
    const target = groupCheckRedirect(system?.platform_settings, statuses ?? null);
    if (target) window.location.assign(target);
  }, [system, statuses]);

  return <ConsentBanner serverAccepted={consentAccepted} />;
}
