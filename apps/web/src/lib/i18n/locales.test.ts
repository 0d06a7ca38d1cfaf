import { describe, expect, it } from 'vitest';
import { directionOf, localeFromSegment, localizeHref } from './locales';

describe('locale segment in URLs', () => {
  it('omits the default locale and rewrites the first segment, keeping query and hash', () => {
    expect(localizeHref('/live?sport=soccer#top', 'de')).toBe('/de/live?sport=soccer#top');
    expect(localizeHref('/de/live?sport=soccer#top', 'en')).toBe('/live?sport=soccer#top');
    expect(localizeHref('/de/live', 'ar')).toBe('/ar/live');
    expect(localizeHref('/', 'pt-BR')).toBe('/pt-br');
    expect(localizeHref('/pt-br', 'en')).toBe('/');
  });

  it('never rewrites external links', () => {
    for (const href of [
      'https://example.com/x',
      'mailto:help@example.com',
      'sms:+123',
      '//cdn.example.com/a',
    ]) {
      expect(localizeHref(href, 'de')).toBe(href);
    }
  });

  it('maps br to Portuguese and reads segments case-insensitively', () => {
    expect(localeFromSegment('br')).toBe('pt-BR');
    expect(localeFromSegment('PT-BR')).toBe('pt-BR');
    expect(localeFromSegment('soccer')).toBeUndefined();
  });

  it('is right-to-left for ar, he, fa and ur', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});
