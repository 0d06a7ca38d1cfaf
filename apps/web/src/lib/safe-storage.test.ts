// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const blocked = () => {
  throw new DOMException('The document is sandboxed', 'SecurityError');
};

describe('browser storage in a frame whose browser blocks third-party storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('keeps values in memory for the tab instead of throwing', async () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked });
    try {
      const { safeLocalStorage } = await import('./safe-storage');
      expect(safeLocalStorage.getItem('theme')).toBeNull();
      safeLocalStorage.setItem('theme', 'light');
      expect(safeLocalStorage.getItem('theme')).toBe('light');
      safeLocalStorage.removeItem('theme');
      expect(safeLocalStorage.getItem('theme')).toBeNull();
    } finally {
      Object.defineProperty(window, 'localStorage', real);
    }
  });

  it('uses the real storage where the browser allows it', async () => {
    const { safeSessionStorage } = await import('./safe-storage');
    safeSessionStorage.setItem('sb-key', 'kept');
    expect(sessionStorage.getItem('sb-key')).toBe('kept');
    sessionStorage.removeItem('sb-key');
  });
});
