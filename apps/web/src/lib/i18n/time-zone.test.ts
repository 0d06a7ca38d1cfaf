import { describe, expect, it } from 'vitest';
import { validTimeZone } from './time-zone';

describe('the visitor time zone cookie', () => {
  it('keeps a zone Intl knows', () => {
    expect(validTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(validTimeZone('UTC')).toBe('UTC');
  });
  it('drops anything else', () => {
    expect(validTimeZone('Mars/Olympus')).toBeNull();
    expect(validTimeZone('')).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
    expect(validTimeZone('x'.repeat(100))).toBeNull();
  });
});
