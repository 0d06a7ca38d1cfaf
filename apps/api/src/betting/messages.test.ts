import { describe, expect, it } from 'vitest';
import { localizedBetError } from './messages';

describe('localizedBetError', () => {
  it('maps locales as the site does: br is Portuguese, a region falls back to its language', () => {
    const pt = localizedBetError('INSUFFICIENT_FUNDS', 'pt-BR');
    expect(localizedBetError('INSUFFICIENT_FUNDS', 'br')).toBe(pt);
    expect(localizedBetError('INSUFFICIENT_FUNDS', 'pt')).toBe(pt);
    expect(localizedBetError('INSUFFICIENT_FUNDS', 'de-AT')).toBe(
      localizedBetError('INSUFFICIENT_FUNDS', 'de'),
    );
    expect(localizedBetError('INSUFFICIENT_FUNDS', 'AR')).toBe(
      localizedBetError('INSUFFICIENT_FUNDS', 'ar'),
    );
  });

  it('answers English for an unknown or missing locale', () => {
    const en = localizedBetError('INSUFFICIENT_FUNDS', 'en');
    expect(en).toMatch(/balance/i);
    expect(localizedBetError('INSUFFICIENT_FUNDS', 'xx')).toBe(en);
    expect(localizedBetError('INSUFFICIENT_FUNDS', undefined)).toBe(en);
    expect(localizedBetError('INSUFFICIENT_FUNDS', 'pt-BR')).not.toBe(en);
  });
});
