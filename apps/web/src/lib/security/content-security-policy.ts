// The pages' Content-Security-Policy: scripts only by nonce (and what they load), no plugins, framing by
// the site's embedding whitelist.

export interface PolicyOptions {
  /** Fresh for every response; Next.js puts it on its own scripts, the layout on ours. */
  nonce: string;
  /** Origins allowed to embed the pages (site configuration: embedding.allowed_origins). */
  frameAncestors: readonly string[];
  /** Other origins the page may call (error reporting's DSN, configured widgets). */
  connectOrigins?: readonly string[];
  /** Origins of the configured widgets: their images, frames and style sheets. */
  widgetOrigins?: readonly string[];
  /** React's development build evaluates code for its stack traces. */
  development: boolean;
}

/** The request header proxy.ts passes the nonce to the layout in. */
export const NONCE_HEADER = 'x-nonce';

/** A nonce of 128 random bits. */
export const newNonce = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

export function contentSecurityPolicy({
  nonce,
  frameAncestors,
  connectOrigins = [],
  widgetOrigins = [],
  development,
}: PolicyOptions) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets Next.js's nonced scripts load its chunks; browsers that know nonces
    // ignore 'self' and 'unsafe-inline' here, which only keep older ones working.
    'script-src': [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Components set style attributes (grid columns); style sheets come from the app itself.
    'style-src': ["'self'", "'unsafe-inline'", ...widgetOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...widgetOrigins],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the real-time WebSocket on the same host.
    'connect-src': ["'self'", ...connectOrigins],
    // The real-time worker is an app chunk; the locale warm-up worker is a data: URL.
    'worker-src': ["'self'", 'data:', 'blob:'],
    ...(widgetOrigins.length > 0 ? { 'frame-src': ["'self'", ...widgetOrigins] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The embedding whitelist server.mjs read from the site configuration at start. */
export function frameAncestorsFromEnv(value = process.env.WEB_FRAME_ANCESTORS): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}
