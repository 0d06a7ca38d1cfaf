// Whether sign-in and sign-up may be offered to this visitor (spec 5): the site's allowed flags and
// its blocked countries, against the visitor's country as the API and the layout saw it.
import type { SystemData } from '@sportsbook/contracts';

export type AuthAction = 'sign_in' | 'sign_up';

export type Availability =
  | { ok: true }
  | { ok: false; reason: 'disabled' }
  | { ok: false; reason: 'country'; country: string };

type SiteRules = Pick<
  SystemData,
  'sign_in_allowed' | 'sign_up_allowed' | 'blocked_countries' | 'user_country'
>;

/**
 * Until the site data is known the form is offered: the platform refuses a blocked visitor
 * anyway, and the form shows that refusal.
 */
export function authAvailability(
  action: AuthAction,
  site: SiteRules | undefined,
  bodyCountry: string,
): Availability {
  if (!site) return { ok: true };
  const allowed = action === 'sign_in' ? site.sign_in_allowed : site.sign_up_allowed;
  if (!allowed) return { ok: false, reason: 'disabled' };
  if (site.user_country.blocked)
    return { ok: false, reason: 'country', country: site.user_country.code };
  const country = bodyCountry.toUpperCase();
  if (country && site.blocked_countries.includes(country)) {
    return { ok: false, reason: 'country', country };
  }
  return { ok: true };
}
