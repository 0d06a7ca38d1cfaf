import { describe, expect, it } from 'vitest';
import { clockOf } from './clock';

const at = new Date('2026-11-27T18:05:00Z');
const time = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    ...clockOf(locale),
  }).format(at);

describe("times in the locale's clock", () => {
  it('English (British) and German read 18:05; Portuguese too', () => {
    expect(time('en')).toBe('18:05');
    expect(time('de')).toBe('18:05');
    expect(time('pt-BR')).toBe('18:05');
  });

  it('Arabic keeps its 12-hour clock', () => {
    expect(time('ar')).not.toContain('18');
  });
});
