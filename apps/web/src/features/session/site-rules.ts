// Site rules applied once the system data and the profile are known: the affiliate cookie flag
// and the user-group checker, both read from platform_settings of GET /api/sb/system.

type PlatformSettings = Record<string, unknown>;

/** platform_settings.affiliate_cookie_enabled: store stag in the affiliate_id cookie (spec 2). */
export const affiliateCookieEnabled = (settings: PlatformSettings | undefined): boolean =>
  settings?.affiliate_cookie_enabled === true;

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The user-group checker (spec 5): with platform_settings.required_status_group set, a
 * logged-in player outside that status group is sent to the platform site
 * (platform_settings.platform_url). Without both settings nobody is redirected.
 */
export function groupCheckRedirect(
  settings: PlatformSettings | undefined,
  statuses: readonly string[] | null,
): string | null {
  const required = settings?.required_status_group;
  const target = httpUrl(settings?.platform_url);
  if (typeof required !== 'string' || !required || !target || statuses === null) return null;
  return statuses.includes(required) ? null : target;
}
