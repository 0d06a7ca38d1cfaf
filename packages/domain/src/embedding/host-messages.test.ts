import { describe, expect, it } from 'vitest';
import {
  acceptHostUrl,
  hostPageLink,
  isAllowedHostOrigin,
  parseHostMessage,
  toHostMessage,
} from './host-messages';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('host messages are accepted only with a known type and a valid shape', () => {
  it('accepts each incoming type with its payload', () => {
    const valid = [
      { type: 'odds_changed', payload: { format: 'american' } },
      { type: 'page_changed', payload: { path: '/live' } },
      { type: 'page_changed', payload: { path: '/soccer/arsenal-vs-chelsea-12?tab=stats#top' } },
      { type: 'page_changed', payload: { path: '/search?q=S%C3%A3o%20Paulo' } },
      { type: 'search_modal', payload: { query: 'arsenal' } },
      { type: 'search_modal' },
      { type: 'open_bet_slip', payload: { tab: 'my_bets' } },
      { type: 'viewport', payload: { width: 390, height: 700, offset_top: 120 } },
      {
        type: 'iframe_integration',
        payload: {
          token: TOKEN,
          dynamic_positioning: true,
          host_url: 'https://casino.example/sport',
          listeners: ['sign-in', 'deposit'],
        },
      },
      { type: 'iframe_integration', payload: { session: TOKEN } },
      { type: 'apply_bet_code', payload: { code: 'AB12cd' } },
      { type: 'change_locale', payload: { locale: 'pt-BR' } },
      { type: 'change_currency', payload: { currency: 'EUR' } },
    ];
    for (const message of valid) expect(parseHostMessage(message)?.type).toBe(message.type);
  });

  it('ignores unknown types, prefixed own messages and wrong shapes', () => {
    const invalid: unknown[] = [
      null,
      'odds_changed',
      { type: 'open_cashier' },
      { type: 'sportsbook.sign-in' },
      { type: 'odds_changed', payload: { format: 'decimal' } },
      { type: 'page_changed', payload: { path: '//evil.example/x' } },
      { type: 'page_changed', payload: { path: 'https://evil.example' } },
      // Out of the sportsbook's pages by dot segments or encoded slashes.
      { type: 'page_changed', payload: { path: '/..//evil.example/x' } },
      { type: 'page_changed', payload: { path: '/../api/sb/system' } },
      { type: 'page_changed', payload: { path: '/live/../../api' } },
      { type: 'page_changed', payload: { path: '/%2F%2Fevil.example' } },
      { type: 'page_changed', payload: { path: '/%2e%2e/api' } },
      { type: 'page_changed', payload: { path: '/%5Cevil' } },
      { type: 'page_changed', payload: { path: '/%E0%A4%A' } },
      { type: 'viewport', payload: { width: -1, height: 5 } },
      { type: 'iframe_integration', payload: { token: 'short' } },
      { type: 'iframe_integration', payload: { listeners: ['withdraw'] } },
      { type: 'iframe_integration', payload: { host_url: 'javascript:alert(1)' } },
      { type: 'apply_bet_code', payload: { code: '' } },
      { type: 'apply_bet_code', payload: [] },
      { type: 'change_locale', payload: { locale: '../de' } },
      { type: 'change_currency', payload: { currency: 'eur' } },
    ];
    for (const message of invalid) expect(parseHostMessage(message)).toBeNull();
  });
});

describe('host messages come only from allowed origins', () => {
  const base = {
    whitelist: ['https://casino.example', 'https://*.partner.example'],
    partner: null,
  };

  it('accepts the whitelist, its subdomain patterns and the fixed partner origin', () => {
    const allowed = { ...base, partner: 'https://platform.example', sessionSet: false };
    expect(isAllowedHostOrigin('https://casino.example', allowed)).toBe(true);
    expect(isAllowedHostOrigin('https://www.partner.example', allowed)).toBe(true);
    expect(isAllowedHostOrigin('https://platform.example', allowed)).toBe(true);
    expect(isAllowedHostOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedHostOrigin('http://casino.example', allowed)).toBe(false);
    expect(isAllowedHostOrigin('https://partner.example.evil.example', allowed)).toBe(false);
    expect(isAllowedHostOrigin('null', allowed)).toBe(false);
  });

  it('lets the wildcard count only once a session or token was set', () => {
    const whitelist = ['*'];
    expect(
      isAllowedHostOrigin('https://any.example', { whitelist, partner: null, sessionSet: false }),
    ).toBe(false);
    expect(
      isAllowedHostOrigin('https://any.example', { whitelist, partner: null, sessionSet: true }),
    ).toBe(true);
  });
});

describe('the host URL', () => {
  const allowed = {
    whitelist: ['https://casino.example', 'https://*.partner.example', '*'],
    partner: 'https://platform.example',
  };

  it('counts on the sender’s own origin or one the site allows, without its fragment', () => {
    const sender = 'https://other.example';
    expect(acceptHostUrl('https://other.example/sport?x=1#top', sender, allowed)).toBe(
      'https://other.example/sport?x=1',
    );
    expect(acceptHostUrl('HTTPS://Casino.example', sender, allowed)).toBe(
      'https://casino.example/',
    );
    expect(acceptHostUrl('https://www.partner.example/p', sender, allowed)).toBe(
      'https://www.partner.example/p',
    );
    expect(acceptHostUrl('https://platform.example/sb', sender, allowed)).toBe(
      'https://platform.example/sb',
    );
  });

  it('refuses a page nobody listed (the wildcard does not count), user info and other schemes', () => {
    const sender = 'https://casino.example';
    expect(acceptHostUrl('https://evil.example/', sender, allowed)).toBeNull();
    expect(acceptHostUrl('http://casino.example/', sender, allowed)).toBeNull();
    expect(acceptHostUrl('https://casino.example@evil.example/', sender, allowed)).toBeNull();
    expect(acceptHostUrl('https://casino.example\\@evil.example/', sender, allowed)).toBeNull();
    expect(
      acceptHostUrl('javascript:alert(1)//https://casino.example', sender, allowed),
    ).toBeNull();
    expect(acceptHostUrl('//casino.example/', sender, allowed)).toBeNull();
  });

  it('links into the sportsbook through the host page, its other parameters kept', () => {
    expect(hostPageLink('https://casino.example/sport', 'betcode', 'AB12')).toBe(
      'https://casino.example/sport?betcode=AB12',
    );
    expect(
      hostPageLink('https://casino.example/sport?lang=de&betcode=OLD&x#slip', 'betcode', 'a b'),
    ).toBe('https://casino.example/sport?lang=de&x&betcode=a%20b');
  });
});

describe('the sportsbook’s own messages', () => {
  it('go out prefixed with sportsbook.', () => {
    expect(toHostMessage({ type: 'sign-in', payload: {} })).toEqual({
      type: 'sportsbook.sign-in',
      payload: {},
    });
  });
});
