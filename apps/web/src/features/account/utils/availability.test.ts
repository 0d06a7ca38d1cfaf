import { describe, expect, it } from 'vitest';
import { authAvailability } from './availability';

const site = {
  sign_in_allowed: true,
  sign_up_allowed: true,
  blocked_countries: ['US', 'FR'],
  user_country: { code: 'MT', blocked: false },
};

describe('sign-in and sign-up are blocked for configured country codes', () => {
  it('offers both to a visitor from an open country', () => {
    expect(authAvailability('sign_in', site, 'MT')).toEqual({ ok: true });
  });

  it('refuses a visitor the API places in a blocked country', () => {
    const fromUs = { ...site, user_country: { code: 'US', blocked: true } };
    expect(authAvailability('sign_up', fromUs, '')).toEqual({
      ok: false,
      reason: 'country',
      country: 'US',
    });
  });

  it('refuses a visitor the page places in a blocked country', () => {
    expect(authAvailability('sign_in', site, 'fr')).toEqual({
      ok: false,
      reason: 'country',
      country: 'FR',
    });
  });

  it('follows the site flags that allow sign-in and sign-up', () => {
    expect(authAvailability('sign_up', { ...site, sign_up_allowed: false }, 'MT')).toEqual({
      ok: false,
      reason: 'disabled',
    });
    expect(authAvailability('sign_in', { ...site, sign_up_allowed: false }, 'MT').ok).toBe(true);
  });

  it('offers the form until the site data is known', () => {
    expect(authAvailability('sign_in', undefined, 'US')).toEqual({ ok: true });
  });
});
