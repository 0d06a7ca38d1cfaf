// Tests: search length, confirmation dates, cookie-provider values, locale mapping and RTL.
import { describe, expect, it } from 'vitest';
import {
  confirmationDateToIso,
  isRtlLocale,
  isValidSearchQuery,
  mapLocale,
  parseCookieProvider,
  RTL_LOCALES,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
} from './input-rules';

describe('search query', () => {
  it('search query length is 3 to 50 characters, trimmed', () => {
    expect([SEARCH_QUERY_MIN, SEARCH_QUERY_MAX]).toEqual([3, 50]);
    expect(isValidSearchQuery('ab')).toBe(false);
    expect(isValidSearchQuery('  ab  ')).toBe(false);
    expect(isValidSearchQuery('abc')).toBe(true);
    expect(isValidSearchQuery('  abc  ')).toBe(true);
    expect(isValidSearchQuery('x'.repeat(50))).toBe(true);
    expect(isValidSearchQuery('x'.repeat(51))).toBe(false);
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(isValidSearchQuery('⚽⚽')).toBe(false);
    expect(isValidSearchQuery('😀'.repeat(50))).toBe(true);
  });
});

describe('confirmation dates', () => {
  it('confirmation-date strings YYYY-MM-DD HH:MM:SS UTC are converted to ISO', () => {
    expect(confirmationDateToIso('2024-05-01 13:45:00 UTC')).toBe('2024-05-01T13:45:00.000Z');
    expect(confirmationDateToIso('2024-05-01 13:45:00.5 UTC')).toBe('2024-05-01T13:45:00.500Z');
    expect(confirmationDateToIso('2024-02-29 23:59:59 UTC')).toBe('2024-02-29T23:59:59.000Z');
  });

  it('other strings, and impossible dates, are returned unchanged', () => {
    for (const value of [
      '2024-02-30 00:00:00 UTC',
      '2023-02-29 00:00:00 UTC',
      '2024-13-45 99:00:00 UTC',
      '2024-05-01T13:45:00.000Z',
      '2024-05-01 13:45:00 CET',
      'yesterday',
      '',
    ]) {
      expect(confirmationDateToIso(value)).toBe(value);
    }
  });
});

describe('cookie-provider values', () => {
  it('cookie-provider values use key:value pairs separated by |', () => {
    expect(parseCookieProvider('a:1|b:2')).toEqual({ a: '1', b: '2' });
    expect(parseCookieProvider(' a : 1 | b:2 ')).toEqual({ a: '1', b: '2' });
    expect(parseCookieProvider('a:1|a:2')).toEqual({ a: '2' });
  });

  it('pairs without exactly one colon or with an empty key are ignored; empty values are kept', () => {
    expect(parseCookieProvider('a:1|broken|c:d:e|:x|y:')).toEqual({ a: '1', y: '' });
    expect(parseCookieProvider('__proto__:x')).toEqual(Object.fromEntries([['__proto__', 'x']]));
    expect(Object.getPrototypeOf(parseCookieProvider('__proto__:x'))).toBe(Object.prototype);
  });

  it('an entirely invalid format gives an empty record', () => {
    expect(parseCookieProvider('nonsense')).toEqual({});
    expect(parseCookieProvider('')).toEqual({});
    expect(parseCookieProvider(undefined)).toEqual({});
    expect(parseCookieProvider(null)).toEqual({});
  });
});

describe('locales', () => {
  it('locale default mapping: br to pt; pt-BR and other codes stay', () => {
    expect(mapLocale('br')).toBe('pt');
    expect(mapLocale('BR')).toBe('pt');
    expect(mapLocale('pt-BR')).toBe('pt-BR');
    expect(mapLocale('en')).toBe('en');
    expect(mapLocale('constructor')).toBe('constructor');
  });

  it('RTL locales are ar, he, fa, ur, with or without a region', () => {
    expect(RTL_LOCALES).toEqual(['ar', 'he', 'fa', 'ur']);
    for (const code of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'fa_IR', 'HE']) {
      expect(isRtlLocale(code), code).toBe(true);
    }
    for (const code of ['en', 'pt-BR', 'arn', '', 'ur2']) {
      expect(isRtlLocale(code), code).toBe(false);
    }
  });
});
