import { describe, expect, it } from 'vitest';
import { ClientApiError, endsSession, failureAction } from './client';

const online = { loggedIn: true, online: true };

describe('HTTP 401 on a player call signs out with session expired', () => {
  it('expires the session of a logged-in player', () => {
    const error = new ClientApiError(401, 'UNAUTHORIZED', 'error.unauthorized');
    expect(failureAction(error, online)).toBe('expire_session');
  });

  it('means only "not signed in" for a visitor', () => {
    const error = new ClientApiError(401, 'UNAUTHORIZED', 'error.unauthorized');
    expect(failureAction(error, { loggedIn: false, online: true })).toBe('ignore');
  });

  it('leaves 401 answers of forms and the activity limit to their own screens', () => {
    for (const code of [
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
      'UNCONFIRMED',
      'ACTIVITY_LIMIT_REACHED',
    ])
      expect(endsSession(401, code)).toBe(false);
    expect(endsSession(401, undefined)).toBe(true);
    expect(endsSession(403, 'UNAUTHORIZED')).toBe(false);
  });
});

describe('a cancelled request is ignored; other failures are reported with an alert', () => {
  it('ignores an aborted request', () => {
    expect(failureAction(new DOMException('aborted', 'AbortError'), online)).toBe('ignore');
  });

  it('reports a timeout (5000 ms) like any other failure', () => {
    expect(failureAction(new DOMException('timed out', 'TimeoutError'), online)).toBe(
      'alert_default',
    );
  });

  it('shows the default alert for server errors and the offline alert when offline', () => {
    const error = new ClientApiError(500, 'INTERNAL', 'global-error.default.title');
    expect(failureAction(error, online)).toBe('alert_default');
    expect(failureAction(new TypeError('Failed to fetch'), { loggedIn: true, online: false })).toBe(
      'alert_offline',
    );
  });
});
