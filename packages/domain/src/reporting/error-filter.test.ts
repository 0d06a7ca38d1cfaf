import { describe, expect, it } from 'vitest';
import {
  discardReason,
  dropsTransaction,
  redactSecrets,
  reportingEnvironment,
  TRACE_PROPAGATION_TARGET,
} from './error-filter';

describe('error-reporting filter: what is discarded before any event is sent', () => {
  it('an error the product itself raised is reported', () => {
    expect(
      discardReason({
        name: 'Error',
        message: 'boom',
        stack: 'Error: boom\n at /sports/_next/static/chunks/app.js:1:2',
      }),
    ).toBeNull();
    expect(discardReason({ name: 'ClientApiError', message: '500 INTERNAL_ERROR' })).toBeNull();
  });

  it('errors marked to skip capture are discarded', () => {
    expect(discardReason({ message: 'boom', skipCapture: true })).toBe('skip_capture');
  });

  it('cancelled requests are discarded', () => {
    expect(discardReason({ name: 'AbortError', message: 'The user aborted a request.' })).toBe(
      'cancelled',
    );
    expect(discardReason({ code: 'ERR_CANCELED', message: 'canceled' })).toBe('cancelled');
  });

  it('network errors of the HTTP client are discarded, whatever the browser calls them', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'Network Error',
    ]) {
      expect(discardReason({ name: 'TypeError', message })).toBe('network');
    }
    expect(discardReason({ code: 'ERR_NETWORK', message: 'x' })).toBe('network');
  });

  it('connection-aborted errors and timeouts of the HTTP client are discarded', () => {
    expect(discardReason({ code: 'ECONNABORTED', message: 'Request aborted' })).toBe('aborted');
    expect(discardReason({ name: 'TimeoutError', message: 'signal timed out' })).toBe('timeout');
    expect(discardReason({ message: 'timeout of 5000ms exceeded' })).toBe('timeout');
  });

  it('errors whose stack names tracking, tag-manager or watch scripts are discarded', () => {
    for (const file of [
      'https://www.googletagmanager.com/gtm.js?id=GTM-1',
      'https://www.google-analytics.com/analytics.js',
      'https://widget.watchers.io/watch.js',
    ]) {
      expect(
        discardReason({ message: 'x is undefined', stack: `TypeError: x\n at f (${file}:1:10)` }),
      ).toBe('tracking_script');
    }
  });

  it('chunk-load failures are discarded', () => {
    expect(discardReason({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' })).toBe(
      'chunk_load',
    );
    expect(discardReason({ message: 'Failed to fetch dynamically imported module: /x.js' })).toBe(
      'chunk_load',
    );
    expect(
      discardReason({ message: 'Failed to load chunk /sports/_next/static/chunks/a.js' }),
    ).toBe('chunk_load');
  });

  it('errors raised by script elements are discarded', () => {
    expect(
      discardReason({
        message: 'Event `Event` (type=error) captured as exception',
        fromElement: true,
      }),
    ).toBe('script_element');
  });

  it("the message 'ResizeObserver loop limit exceeded' is ignored", () => {
    expect(discardReason({ message: 'ResizeObserver loop limit exceeded' })).toBe(
      'resize_observer',
    );
    expect(
      discardReason({ message: 'ResizeObserver loop completed with undelivered notifications.' }),
    ).toBeNull();
  });
});

describe('error-reporting labels', () => {
  it('transactions of the /404 page are dropped, in every locale', () => {
    expect(dropsTransaction('/404')).toBe(true);
    expect(dropsTransaction('/sports/de/404')).toBe(true);
    expect(dropsTransaction('GET /sports/404')).toBe(true);
    expect(dropsTransaction('/[locale]/404')).toBe(true);
    expect(dropsTransaction('/sports/football')).toBe(false);
    expect(dropsTransaction('/sports/football/404-fc-vs-x')).toBe(false);
    expect(dropsTransaction(undefined)).toBe(false);
  });

  it("the environment is the platform's name prefixed with vercel-, else production", () => {
    expect(reportingEnvironment('preview')).toBe('vercel-preview');
    expect(reportingEnvironment(undefined)).toBe('production');
    expect(reportingEnvironment('')).toBe('production');
  });

  it('request paths starting with api/ are trace-propagation targets', () => {
    expect(TRACE_PROPAGATION_TARGET.test('/api/sb/bets')).toBe(true);
    expect(TRACE_PROPAGATION_TARGET.test('api/sb/system')).toBe(true);
    expect(TRACE_PROPAGATION_TARGET.test('/sports/api')).toBe(false);
    expect(TRACE_PROPAGATION_TARGET.test('https://tracker.example/api/x')).toBe(false);
  });
});

describe('request bodies sent with a report', () => {
  it('keep their shape but not their secrets', () => {
    expect(
      redactSecrets({
        user: { login: 'demo', password: 'x', password_confirmation: 'x' },
        bets: [{ stake: 100, promo_code: 'A' }],
        token: 't',
      }),
    ).toEqual({
      user: { login: 'demo', password: '[redacted]', password_confirmation: '[redacted]' },
      bets: [{ stake: 100, promo_code: '[redacted]' }],
      token: '[redacted]',
    });
  });
});
