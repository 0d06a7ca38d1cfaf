'use client';
// Iframe mode (spec: iframe messages, validation rules): the one place that listens to the host
// page and talks to it. Loaded only when the page is framed, so normal visits never download it.
// Host messages count only from allowed origins with a known type and shape; the rest are
// ignored and counted on <body data-iframe-ignored>.
import {
  acceptHostUrl,
  isAllowedHostOrigin,
  parseHostMessage,
  toHostMessage,
  type HostListener,
  type HostMessage,
  type SportsbookMessage,
} from '@sportsbook/domain';
import { useBetslipPanel, useTicket } from '@/features/betslip';
import { setBearerToken } from '@/lib/api/request';
import { setHostPageUrl } from '@/lib/host-page';
import { systemSnapshot } from '@/lib/api/system';
import { clientMessage } from '@/lib/i18n/client-messages';
import { LOCALE_COOKIE, LOCALES, localizeHref, type Locale } from '@/lib/i18n/locales';
import { setConnectionBearer } from '@/lib/live/connection';
import { safeSessionStorage } from '@/lib/safe-storage';
import { useAuthModal, type AuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { writeCookie } from '@/lib/session/stored-keys';
import { useSettings } from '@/lib/settings-store';
import { showPreloader } from './utils/preloader';
import { throttle } from './utils/throttle';

/** Spec 9: layout size reports at most every 100 ms. */
const PAGE_SIZE_THROTTLE_MS = 100;
/** The least height reported: room for a dialog, the phone's slip sheet or a menu over a short page. */
const MIN_REPORTED_HEIGHT = 600;
/** The token a host handed in, for reloads of this frame (a locale change reloads the page). */
const TOKEN_KEY = 'sb-iframe-token';
/** URL parameters a host may hand a session in by, taken off the URL once read. */
const URL_TOKEN_PARAMS = ['token', 'session'] as const;

const DELEGATED: Partial<Record<AuthModal, HostListener>> = {
  sign_in: 'sign-in',
  sign_up: 'sign-up',
  deposit: 'deposit',
};

export interface IframeOptions {
  /** embedding.allowed_origins of the site configuration. */
  whitelist: readonly string[];
  locale: Locale;
  /** Client-side navigation to a path of the app (locale segment included, base path not). */
  navigate(href: string): void;
  /** The same, replacing the current history entry. */
  replace(href: string): void;
}

export interface IframeBridge {
  stop(): void;
}

const partnerOrigin = (): string | null => {
  const url = systemSnapshot()?.platform_settings.platform_url;
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The embedding page's origin as the browser tells it. */
function parentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

function tokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  let found: string | null = null;
  for (const name of URL_TOKEN_PARAMS) {
    found ??= url.searchParams.get(name);
    url.searchParams.delete(name);
  }
  if (found !== null) {
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return found && /^[A-Za-z0-9_-]{20,200}$/.test(found) ? found : null;
}

export function startIframeMode(options: IframeOptions): IframeBridge {
  const body = document.body;
  const whitelist = [window.location.origin, ...options.whitelist];
  let sessionSet = false;
  let hostOrigin: string | null = null;
  const listeners = new Set<HostListener>();
  let ignored = 0;
  let accepted = 0;
  const cleanups: Array<() => void> = [];

  const allowed = (origin: string) =>
    isAllowedHostOrigin(origin, { whitelist, partner: partnerOrigin(), sessionSet });

  /** Where our messages go: the host that spoke last, else the embedding page when allowed. */
  function target(): string | null {
    if (hostOrigin) return hostOrigin;
    const parent = parentOrigin();
    return parent && allowed(parent) ? parent : null;
  }

  function post(message: SportsbookMessage): void {
    const origin = target();
    if (origin) window.parent.postMessage(toHostMessage(message), origin);
  }

  function signIn(token: string): void {
    sessionSet = true;
    setBearerToken(token);
    setConnectionBearer(token);
    safeSessionStorage.setItem(TOKEN_KEY, token);
    // A load already under way (the page's first, as a visitor) was sent without the token.
    void usePlayer
      .getState()
      .load()
      .then(() => {
        if (usePlayer.getState().authStatus !== 'LOGGED_IN') return usePlayer.getState().load();
      });
  }

  function forgetToken(): void {
    setBearerToken(null);
    setConnectionBearer(null);
    safeSessionStorage.removeItem(TOKEN_KEY);
  }

  function changeLocale(next: string): void {
    const locale = LOCALES.find((l) => l === next);
    if (!locale || locale === options.locale) return;
    const reload = () => {
      writeCookie(LOCALE_COOKIE, locale, 365);
      const { pathname, search, hash } = window.location;
      const href = localizeHref(
        `${pathname.replace(/^\/sports/, '') || '/'}${search}${hash}`,
        locale,
      );
      window.location.assign(`/sports${href === '/' ? '' : href}`);
    };
    const player = usePlayer.getState();
    if (player.authStatus !== 'LOGGED_IN') return reload();
    void player.updateLocale(locale).then((saved) => saved && reload());
  }

  function changeCurrency(currency: string): void {
    const player = usePlayer.getState();
    const offered = systemSnapshot()?.currencies.some((c) => c.code === currency) ?? false;
    if (player.authStatus !== 'LOGGED_IN' || !offered) return;
    void player.switchCurrency(
      currency,
      player.accounts.map((a) => a.currency),
    );
  }

  /** The part of the frame the host last said is in view. */
  let hostViewport: { height: number; top: number } | null = null;
  /**
   * Where dialogs, alerts and the phone's slip go: the part in view, held inside the frame (a top
   * below the frame's last screenful, from a host's stale or wrong figure or a frame that has
   * shrunk since, would open dialogs where nobody sees them). Placed again when the frame resizes.
   */
  function placeHostViewport(): void {
    if (!hostViewport) return;
    const { height, top } = hostViewport;
    const style = document.documentElement.style;
    style.setProperty('--host-viewport-height', `${height}px`);
    const lastTop = Math.max(0, window.innerHeight - Math.min(height, window.innerHeight));
    style.setProperty('--host-viewport-top', `${Math.min(top, lastTop)}px`);
  }
  window.addEventListener('resize', placeHostViewport);
  cleanups.push(() => window.removeEventListener('resize', placeHostViewport));

  function handle(message: HostMessage, sender: string): void {
    switch (message.type) {
      case 'odds_changed':
        return void useSettings.getState().setOddsFormat(message.payload.format);
      case 'page_changed':
        return options.navigate(localizeHref(message.payload.path, options.locale));
      case 'search_modal': {
        const query = message.payload.query
          ? `?q=${encodeURIComponent(message.payload.query)}`
          : '';
        return options.navigate(`${localizeHref('/search', options.locale)}${query}`);
      }
      case 'open_bet_slip':
        return useBetslipPanel.getState().show(message.payload.tab === 'my_bets' ? 'bets' : 'slip');
      case 'viewport':
        hostViewport = { height: message.payload.height, top: message.payload.offset_top ?? 0 };
        return placeHostViewport();
      case 'iframe_integration': {
        const { token, session, dynamic_positioning, host_url } = message.payload;
        if (message.payload.listeners) {
          listeners.clear();
          message.payload.listeners.forEach((name) => listeners.add(name));
        }
        if (dynamic_positioning !== undefined) {
          body.dataset.iframePositioning = dynamic_positioning ? 'dynamic' : 'static';
        }
        if (host_url) {
          const accepted = acceptHostUrl(host_url, sender, { whitelist, partner: partnerOrigin() });
          setHostPageUrl(accepted);
          if (accepted) body.dataset.hostUrl = accepted;
          else delete body.dataset.hostUrl;
        }
        const secret = token ?? session;
        if (secret) signIn(secret);
        return;
      }
      case 'apply_bet_code': {
        // The slip opens a ?betcode= link by itself (its code loads only for one).
        const url = new URL(window.location.href);
        url.searchParams.set('betcode', message.payload.code);
        return options.replace(
          `${url.pathname.replace(/^\/sports/, '') || '/'}${url.search}${url.hash}`,
        );
      }
      case 'change_locale':
        return changeLocale(message.payload.locale);
      case 'change_currency':
        return changeCurrency(message.payload.currency);
    }
  }

  function onMessage(event: MessageEvent): void {
    const message =
      event.source === window.parent && allowed(event.origin) ? parseHostMessage(event.data) : null;
    if (!message) {
      body.dataset.iframeIgnored = String(++ignored);
      return;
    }
    hostOrigin = event.origin;
    body.dataset.iframeAccepted = String(++accepted);
    handle(message, event.origin);
  }
  window.addEventListener('message', onMessage);
  cleanups.push(() => window.removeEventListener('message', onMessage));

  // Sign-in, sign-up and deposit belong to the host when it listens for them (spec 5); other
  // dialogs are announced. The unlock dialog opens in the frame only with iframe_user_unlock.
  /** A dialog the frame closes itself before it showed: its closing is no news to the host. */
  let withdrawn = false;
  cleanups.push(
    useAuthModal.subscribe((state, previous) => {
      const modal = state.current?.modal ?? null;
      const before = previous.current?.modal ?? null;
      if (modal === before || withdrawn) return;
      const delegated = modal ? DELEGATED[modal] : undefined;
      const withdraw = () => {
        withdrawn = true;
        state.close();
        withdrawn = false;
      };
      if (delegated && listeners.has(delegated)) {
        withdraw();
        post({ type: delegated, payload: {} });
        const flag =
          delegated === 'sign-in' ? 'sign_in_iframe_preloader' : 'sign_up_iframe_preloader';
        if (delegated !== 'deposit' && systemSnapshot()?.features[flag] === true) {
          showPreloader(clientMessage('auth.loading'));
        }
        return;
      }
      if (modal === 'unlock_user' && systemSnapshot()?.features.iframe_user_unlock !== true) {
        withdraw();
        return;
      }
      post({
        type: 'notify-modal-triggered',
        payload: { modal: modal ?? before ?? '', open: modal !== null },
      });
    }),
  );

  cleanups.push(
    usePlayer.subscribe((state, previous) => {
      const account = activeAccount(state.accounts);
      const before = activeAccount(previous.accounts);
      if (state.authStatus === 'LOGGED_IN') showPreloader(null);
      if (previous.authStatus === 'LOGGED_IN' && state.authStatus === 'NOT_LOGGED_IN') {
        forgetToken();
      }
      if (!account) return;
      if (account.currency !== before?.currency) {
        post({ type: 'notify-currency-changed', payload: { currency: account.currency } });
      }
      if (account.currency !== before?.currency || account.balance !== before.balance) {
        post({
          type: 'balance-changed',
          payload: { currency: account.currency, balance: account.balance },
        });
      }
    }),
  );

  const slipState = () => ({
    open: useBetslipPanel.getState().open,
    bets: useTicket.getState().ticket.bets.length,
  });
  let slip = slipState();
  const onSlip = () => {
    const next = slipState();
    if (next.open === slip.open && next.bets === slip.bets) return;
    slip = next;
    post({ type: 'bet-slip-state-changed', payload: next });
  };
  cleanups.push(useBetslipPanel.subscribe(onSlip), useTicket.subscribe(onSlip));

  // The page's size, for a host that sizes the frame to its content. The height is the body's:
  // the document's is never less than the frame itself, so a frame sized from it could grow with
  // a long page and never shrink back for a short one.
  // A short page still reports room for the dialogs, sheets and menus that open over it.
  const reportSize = throttle(() => {
    post({
      type: 'page-size-changed',
      payload: {
        width: document.documentElement.scrollWidth,
        height: Math.max(MIN_REPORTED_HEIGHT, body.scrollHeight),
      },
    });
  }, PAGE_SIZE_THROTTLE_MS);
  const resize = new ResizeObserver(() => reportSize());
  resize.observe(document.documentElement);
  resize.observe(body);
  cleanups.push(() => {
    resize.disconnect();
    reportSize.cancel();
  });

  // Top events: the matches the home page puts first.
  const onClick = (event: MouseEvent) => {
    if (body.dataset.page !== 'home' || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('main section a[href]');
    if (link) post({ type: 'top-event-clicked', payload: { path: new URL(link.href).pathname } });
  };
  document.addEventListener('click', onClick, { capture: true });
  cleanups.push(() => document.removeEventListener('click', onClick, { capture: true }));

  const handedIn = tokenFromUrl() ?? safeSessionStorage.getItem(TOKEN_KEY);
  if (handedIn) signIn(handedIn);
  post({
    type: 'initialized',
    payload: { locale: options.locale, logged_in: usePlayer.getState().authStatus === 'LOGGED_IN' },
  });

  // Each page the frame shows: BodyAttributes names it on <body data-page> once it has rendered.
  const pageLoaded = () => {
    post({
      type: 'page-loaded',
      payload: { path: window.location.pathname, page: body.dataset.page ?? '' },
    });
    reportSize();
  };
  const pages = new MutationObserver(pageLoaded);
  pages.observe(body, { attributes: true, attributeFilter: ['data-page'] });
  cleanups.push(() => pages.disconnect());
  pageLoaded();

  return {
    stop() {
      setHostPageUrl(null);
      cleanups.forEach((cleanup) => cleanup());
    },
  };
}
