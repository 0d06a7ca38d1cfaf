import { describe, expect, it } from 'vitest';
import { affiliateCookieEnabled, groupCheckRedirect } from './site-rules';

const settings = { required_status_group: 'vip', platform_url: 'https://casino.example/' };

describe('the user-group checker redirects to the platform site unless the player is in the group', () => {
  it('sends a player outside the required group to the platform site', () => {
    expect(groupCheckRedirect(settings, ['bronze'])).toBe('https://casino.example/');
  });

  it('lets a player of the group stay', () => {
    expect(groupCheckRedirect(settings, ['bronze', 'vip'])).toBeNull();
  });

  it('does nothing before the profile is known, or without both settings', () => {
    expect(groupCheckRedirect(settings, null)).toBeNull();
    expect(groupCheckRedirect({ required_status_group: 'vip' }, ['bronze'])).toBeNull();
    expect(groupCheckRedirect({ platform_url: 'https://casino.example' }, [])).toBeNull();
    expect(groupCheckRedirect(undefined, [])).toBeNull();
  });

  it('never follows a non-http platform URL', () => {
    expect(
      groupCheckRedirect({ ...settings, platform_url: 'javascript:alert(1)' }, ['bronze']),
    ).toBeNull();
  });
});

describe('the affiliate cookie is a site switch', () => {
  it('is on only when platform_settings says true', () => {
    expect(affiliateCookieEnabled({ affiliate_cookie_enabled: true })).toBe(true);
    expect(affiliateCookieEnabled({ affiliate_cookie_enabled: 'yes' })).toBe(false);
    expect(affiliateCookieEnabled(undefined)).toBe(false);
  });
});
