// @vitest-environment jsdom
// The embedding bridge: what the frame takes from the host.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIframeMode, type IframeBridge } from './iframe-bridge';

// The frame reports its height as it changes (jsdom has no layout, so nothing to observe).
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

let bridge: IframeBridge | null = null;
afterEach(() => {
  bridge?.stop();
  bridge = null;
});

/** A host message from the page that frames this one (the test's window is its own parent). */
function fromHost(data: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: window.location.origin, source: window }),
  );
}

const viewportTop = () => document.documentElement.style.getPropertyValue('--host-viewport-top');

describe('the host viewport', () => {
  it('takes the part of the frame in view, held inside the frame', () => {
    bridge = startIframeMode({ whitelist: [], locale: 'en', navigate: vi.fn(), replace: vi.fn() });
    const frameHeight = window.innerHeight;
    fromHost({ type: 'viewport', payload: { width: 390, height: 300, offset_top: 120 } });
    expect(viewportTop()).toBe('120px');
    expect(document.documentElement.style.getPropertyValue('--host-viewport-height')).toBe('300px');
    // A top past the frame's last screenful would open dialogs below the frame's bottom.
    fromHost({ type: 'viewport', payload: { width: 390, height: 300, offset_top: 90_000 } });
    expect(viewportTop()).toBe(`${frameHeight - 300}px`);
    // The frame shrinks (a shorter page) and the host says nothing: the view is held inside it.
    fromHost({ type: 'viewport', payload: { width: 390, height: 300, offset_top: 400 } });
    expect(viewportTop()).toBe('400px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('resize'));
    expect(viewportTop()).toBe('200px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: frameHeight });
    // A view taller than the frame starts at its top.
    fromHost({ type: 'viewport', payload: { width: 390, height: 5_000, offset_top: 400 } });
    expect(viewportTop()).toBe('0px');
  });
});
