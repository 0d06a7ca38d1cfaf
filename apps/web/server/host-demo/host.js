// The host page demo: an operator's page embedding the sportsbook from another origin. It signs
// a player in with its own form and hands the token in, sizes the frame from page-size messages,
// applies bet codes, switches language and currency, and logs every message both ways.
const params = new URLSearchParams(window.location.search);
/**
 * The sportsbook on another origin: ?frame=, else the other loopback name on this port. The demo
 * hands the signed-in player's token to the frame, so ?frame= names this machine only (a loopback
 * name or the demo's own host name, any port): a link naming another site would have the token
 * sent there.
 */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
/** This machine: a loopback name, or the name the demo itself was reached by (any port). */
function onThisMachine(origin) {
  if (LOOPBACK_ORIGIN.test(origin)) return true;
  try {
    const url = new URL(origin);
    return url.origin === origin && url.hostname === window.location.hostname;
  } catch {
    return false;
  }
}
function frameOrigin() {
  const asked = params.get('frame');
  if (asked && onThisMachine(asked)) return asked;
  const { protocol, hostname, port } = window.location;
  const other = hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${protocol}//${other}${port ? `:${port}` : ''}`;
}

const FRAME_ORIGIN = frameOrigin();
const LISTENERS = ['sign-in', 'sign-up', 'deposit'];
const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('sportsbook'));
const log = /** @type {HTMLOListElement} */ (document.getElementById('message-log'));
const request = /** @type {HTMLElement} */ (document.getElementById('host-request'));
const signInStatus = /** @type {HTMLElement} */ (document.getElementById('sign-in-status'));
/** What tests and curious operators read: every message, in order. */
const demo = {
  log: /** @type {Array<{ dir: 'in' | 'out', type: string, payload: unknown }>} */ ([]),
  token: null,
};
window.hostDemo = demo;

function record(dir, type, payload) {
  demo.log.push({ dir, type, payload });
  const item = document.createElement('li');
  item.className = dir;
  item.textContent = `${dir === 'in' ? '← ' : '→ '}${type} ${JSON.stringify(payload ?? {})}`;
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

function send(type, payload) {
  if (!frame.contentWindow) return;
  record('out', type, payload);
  frame.contentWindow.postMessage({ type, payload }, FRAME_ORIGIN);
}

function integrate() {
  send('iframe_integration', {
    ...(demo.token ? { token: demo.token } : {}),
    listeners: LISTENERS,
    dynamic_positioning: true,
    host_url: window.location.href,
  });
  sendViewport();
}

/** Where the player's view of the frame is, for dialogs inside it. */
function sendViewport() {
  const box = frame.getBoundingClientRect();
  send('viewport', {
    width: Math.round(box.width),
    // The part of the frame inside the window: from its top (or the window's) to its bottom (or
    // the window's).
    height: Math.max(
      0,
      Math.round(Math.min(window.innerHeight, box.bottom) - Math.max(0, box.top)),
    ),
    offset_top: Math.round(Math.max(0, -box.top)),
  });
}
let viewportQueued = false;
const queueViewport = () => {
  if (viewportQueued) return;
  viewportQueued = true;
  setTimeout(() => {
    viewportQueued = false;
    sendViewport();
  }, 200);
};
window.addEventListener('scroll', queueViewport, { passive: true });
window.addEventListener('resize', queueViewport);

const REQUESTS = {
  'sportsbook.sign-in': 'The sportsbook asked the host to sign the player in.',
  'sportsbook.sign-up': 'The sportsbook asked the host to open its sign-up.',
  'sportsbook.deposit': 'The sportsbook asked the host to open its cashier.',
};

window.addEventListener('message', (event) => {
  if (event.origin !== FRAME_ORIGIN || event.source !== frame.contentWindow) return;
  const { type, payload } = event.data ?? {};
  if (typeof type !== 'string') return;
  record('in', type, payload);
  if (type === 'sportsbook.page-loaded' && typeof payload?.path === 'string') {
    const here = new URL(window.location.href);
    here.searchParams.set('path', payload.path);
    here.searchParams.delete('betcode');
    history.replaceState(null, '', here);
  }
  if (type === 'sportsbook.initialized') integrate();
  if (type === 'sportsbook.page-size-changed' && typeof payload?.height === 'number') {
    frame.style.height = `${Math.max(600, Math.ceil(payload.height))}px`;
    // The part of the frame in view changes with its height.
    queueViewport();
  }
  if (type in REQUESTS) {
    request.textContent = REQUESTS[type];
    if (type === 'sportsbook.sign-in') document.querySelector('#sign-in-form input')?.focus();
  }
  if (type === 'sportsbook.notify-currency-changed') {
    const select = /** @type {HTMLSelectElement} */ (document.getElementById('currency-select'));
    select.value = payload?.currency ?? select.value;
  }
});

document.getElementById('sign-in-form')?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(/** @type {HTMLFormElement} */ (event.target));
  signInStatus.textContent = 'Signing in…';
  // The operator's own sign-in: a Bearer token of the player platform for this player.
  const res = await fetch('/api/platform/users/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-App': 'sportsbook' },
    body: JSON.stringify({ user: { email: form.get('email'), password: form.get('password') } }),
  });
  if (!res.ok) {
    signInStatus.textContent = `Sign-in refused (${res.status}).`;
    return;
  }
  demo.token = (await res.json()).token;
  signInStatus.textContent = 'Signed in; the token went to the sportsbook.';
  integrate();
});

document.getElementById('bet-code-form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const code = new FormData(/** @type {HTMLFormElement} */ (event.target)).get('code');
  send('apply_bet_code', { code });
});

document.getElementById('locale-select')?.addEventListener('change', (event) => {
  send('change_locale', { locale: /** @type {HTMLSelectElement} */ (event.target).value });
});

const currencies = /** @type {HTMLSelectElement} */ (document.getElementById('currency-select'));
currencies.addEventListener('change', () =>
  send('change_currency', { currency: currencies.value }),
);
fetch('/api/sb/system', { headers: { accept: 'application/json' } })
  .then((res) => (res.ok ? res.json() : null))
  .then((system) => {
    for (const { code } of system?.currencies ?? []) currencies.append(new Option(code, code));
  })
  .catch(() => {});

document.getElementById('frame-origin').textContent = FRAME_ORIGIN;
// ?path= names a page of the sportsbook, with or without its /sports prefix (as page_changed and
// page-loaded do); the demo keeps it up to date as the player moves inside the frame, so a reload
// or a bookmark of the host page opens the same page.
const asked = params.get('path') ?? '/sports';
const path = /^\/(?![/\\])/.test(asked) ? asked : '/sports';
const start = new URL(/^\/sports(\/|$|\?)/.test(path) ? path : `/sports${path}`, FRAME_ORIGIN);
// A slip shared from the frame links to this page (host_url) with ?betcode=: the frame opens it.
const betcode = params.get('betcode');
if (betcode && /^[A-Za-z0-9_-]{1,64}$/.test(betcode)) start.searchParams.set('betcode', betcode);
frame.src = start.toString();
