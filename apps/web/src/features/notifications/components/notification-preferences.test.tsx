// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { usePlayer, type PlayerProfile } from '@/lib/session/player-store';
import { fakeApi, type SentRequest } from '@/testing/fake-api';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { NotificationPreferences } from './notification-preferences';

const PREFERENCES = '/api/sb/notifications/preferences';
const api = fakeApi();
resetBetweenTests(usePlayer, useAlerts);
afterEach(() => getQueryClient().clear());

const answer = (cashout: { enabled: boolean; threshold: number }) => ({
  body: {
    preferences: [
      { type: 'bet_settled', enabled: true },
      { type: 'cashout_offer', ...cashout },
    ],
  },
});

beforeEach(() => {
  usePlayer.setState({
    authStatus: 'LOGGED_IN',
    profile: { id: 'p-1', name: 'Ada', statuses: [] } as unknown as PlayerProfile,
  });
  api.on('GET', PREFERENCES, answer({ enabled: true, threshold: 150 }));
  api.on('PUT', PREFERENCES, (request: SentRequest) => {
    const [update] = (request.body as { preferences: { enabled: boolean; threshold?: number }[] })
      .preferences;
    return answer({ enabled: update!.enabled, threshold: update!.threshold ?? 150 });
  });
});

describe('the notification preferences', () => {
  it('sets the cash-out offer threshold, shown only while the kind is on', async () => {
    const { user } = renderPage(<NotificationPreferences />);
    const threshold = await screen.findByLabelText(en('notifications.cashout-threshold'));
    expect((threshold as HTMLSelectElement).value).toBe('150');

    await user.selectOptions(threshold, '200');
    await waitFor(() =>
      expect(api.sentTo('PUT', PREFERENCES).map((r) => r.body)).toEqual([
        { preferences: [{ type: 'cashout_offer', enabled: true, threshold: 200 }] },
      ]),
    );
    expect((threshold as HTMLSelectElement).value).toBe('200');

    await user.click(screen.getByLabelText(en('notifications.kind.cashout_offer')));
    await waitFor(() =>
      expect(screen.queryByLabelText(en('notifications.cashout-threshold'))).toBeNull(),
    );
    expect(api.sentTo('PUT', PREFERENCES).at(-1)!.body).toEqual({
      preferences: [{ type: 'cashout_offer', enabled: false }],
    });
  });
});
