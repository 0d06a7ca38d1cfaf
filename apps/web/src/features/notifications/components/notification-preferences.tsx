'use client';
// The profile's notification settings: one switch per kind; a change is saved at once and shown
// back from the answer (a failed save puts the switch back and shows the error alert).
import { NOTIFICATION_TYPES } from '@sportsbook/contracts/constants';
import type { NotificationType } from '@sportsbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { reportFailure } from '@/lib/api/client';
import { usePlayer } from '@/lib/session/player-store';
import { preferencesQuery, setPreference } from '../api/notifications';
import styles from './notifications.module.css';

function NotificationPreferencesBody() {
  const intl = useIntl();
  const playerId = usePlayer((s) => s.profile?.id ?? null);
  const client = useQueryClient();
  const query = preferencesQuery(playerId ?? '');
  const preferences = useQuery({ ...query, enabled: playerId !== null });
  // The switch follows the click at once; the answer (or a failure) settles it.
  const [pending, setPending] = useState<Partial<Record<NotificationType, boolean>>>({});
  const save = useMutation({
    mutationFn: ({ type, enabled }: { type: NotificationType; enabled: boolean }) =>
      setPreference(type, enabled),
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
    onError: (error) => reportFailure(error, true),
    onSettled: (_answer, _error, { type }) => setPending(({ [type]: _done, ...rest }) => rest),
  });
  if (!preferences.data) return null;
  const stored = preferences.data.preferences;
  const enabled = (type: NotificationType) =>
    pending[type] ?? stored.find((p) => p.type === type)?.enabled ?? true;
  const change = (type: NotificationType, next: boolean) => {
    setPending((current) => ({ ...current, [type]: next }));
    save.mutate({ type, enabled: next });
  };
  return (
    <fieldset className={styles.preferences}>
      <legend className="visually-hidden">
        {intl.formatMessage({ id: 'notifications.preferences' })}
      </legend>
      {NOTIFICATION_TYPES.map((type) => (
        <label key={type} className={styles.preference}>
          <input
            type="checkbox"
            checked={enabled(type)}
            onChange={(event) => change(type, event.target.checked)}
          />
          {intl.formatMessage({ id: `notifications.kind.${type}` })}
        </label>
      ))}
    </fieldset>
  );
}

export const NotificationPreferences = withQueryClient(NotificationPreferencesBody);
