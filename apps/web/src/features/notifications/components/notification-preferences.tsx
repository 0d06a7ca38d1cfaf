'use client';
// The profile's notification settings: one switch per kind, and for cash-out offers the share of
// the stake an offer must reach; a change is saved at once and shown back from the answer (a
// failed save puts the control back and shows the error alert).
import { CASHOUT_OFFER_THRESHOLD, NOTIFICATION_TYPES } from '@sportsbook/contracts/constants';
import type { NotificationPreferenceUpdate, NotificationType } from '@sportsbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { reportFailure } from '@/lib/api/client';
import { usePlayer } from '@/lib/session/player-store';
import { preferencesQuery, setPreference } from '../api/notifications';
import styles from './notifications.module.css';

/** The thresholds offered, as percentages of the stake (100: the stake back). */
const THRESHOLD_CHOICES = [100, 125, 150, 200, 300, 500, 1000];

function NotificationPreferencesBody() {
  const intl = useIntl();
  const playerId = usePlayer((s) => s.profile?.id ?? null);
  const client = useQueryClient();
  const query = preferencesQuery(playerId ?? '');
  const preferences = useQuery({ ...query, enabled: playerId !== null });
  // The controls follow the change at once; the answer (or a failure) settles them.
  const [pending, setPending] = useState<Partial<Record<NotificationType, boolean>>>({});
  const [pendingThreshold, setPendingThreshold] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (update: NotificationPreferenceUpdate) => setPreference(update),
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
    onError: (error) => reportFailure(error, true),
    onSettled: (_answer, _error, { type, threshold }) => {
      if (threshold !== undefined) setPendingThreshold(null);
      else setPending(({ [type]: _done, ...rest }) => rest);
    },
  });
  if (!preferences.data) return null;
  const stored = preferences.data.preferences;
  const enabled = (type: NotificationType) =>
    pending[type] ?? stored.find((p) => p.type === type)?.enabled ?? true;
  const change = (type: NotificationType, next: boolean) => {
    setPending((current) => ({ ...current, [type]: next }));
    save.mutate({ type, enabled: next });
  };
  const threshold =
    pendingThreshold ??
    stored.find((p) => p.type === 'cashout_offer')?.threshold ??
    CASHOUT_OFFER_THRESHOLD.default;
  const changeThreshold = (next: number) => {
    setPendingThreshold(next);
    save.mutate({ type: 'cashout_offer', enabled: enabled('cashout_offer'), threshold: next });
  };
  const choices = THRESHOLD_CHOICES.includes(threshold)
    ? THRESHOLD_CHOICES
    : [...THRESHOLD_CHOICES, threshold].sort((a, b) => a - b);
  return (
    <fieldset className={styles.preferences}>
      <legend className="visually-hidden">
        {intl.formatMessage({ id: 'notifications.preferences' })}
      </legend>
      {NOTIFICATION_TYPES.map((type) => (
        <Fragment key={type}>
          <label className={styles.preference}>
            <input
              type="checkbox"
              checked={enabled(type)}
              onChange={(event) => change(type, event.target.checked)}
            />
            {intl.formatMessage({ id: `notifications.kind.${type}` })}
          </label>
          {type === 'cashout_offer' && enabled(type) && (
            <label className={styles.threshold}>
              {intl.formatMessage({ id: 'notifications.cashout-threshold' })}
              <select
                value={threshold}
                onChange={(event) => changeThreshold(Number(event.target.value))}
              >
                {choices.map((percent) => (
                  <option key={percent} value={percent}>
                    {intl.formatMessage(
                      { id: 'notifications.cashout-threshold.option' },
                      { percent: intl.formatNumber(percent / 100, { style: 'percent' }) },
                    )}
                  </option>
                ))}
              </select>
            </label>
          )}
        </Fragment>
      ))}
    </fieldset>
  );
}

export const NotificationPreferences = withQueryClient(NotificationPreferencesBody);
