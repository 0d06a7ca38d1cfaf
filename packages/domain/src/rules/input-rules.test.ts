// Tests: search length, the locale mapping and RTL.
import { describe, expect, it } from 'vitest';
import {
  isRtlLocale,
  isValidSearchQuery,
  RTL_LOCALES,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  siteLocale,
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

describe('locales', () => {
  it("locale default mapping: br to pt, the site's Portuguese locale; other codes match exactly", () => {
    const site = ['en', 'de', 'pt-BR', 'ar'] as const;
    expect(siteLocale('br', site)).toBe('pt-BR');
    expect(siteLocale('BR', site)).toBe('pt-BR');
    expect(siteLocale('br', ['en', 'pt'])).toBe('pt');
    expect(siteLocale('br', ['en'])).toBeUndefined();
    expect(siteLocale('PT-br', site)).toBe('pt-BR');
    expect(siteLocale('pt', site)).toBeUndefined();
    expect(siteLocale('constructor', site)).toBeUndefined();
    expect(siteLocale(undefined, site)).toBeUndefined();
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
