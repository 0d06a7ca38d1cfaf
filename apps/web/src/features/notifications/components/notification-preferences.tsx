'use client';
// The profile's notification settings: one switch per kind; a change is saved at once and shown
// back from the answer (a failed save puts the switch back and shows the error alert).
import { NOTIFICATION_TYPES } from '@sportsbook/contracts/constants';
import type { NotificationType } from '@sportsbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const save = useMutation({
    mutationFn: ({ type, enabled }: { type: NotificationType; enabled: boolean }) =>
      setPreference(type, enabled),
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
    onError: (error) => reportFailure(error, true),
  });
  if (!preferences.data) return null;
  const enabled = (type: NotificationType) => {
    if (save.isPending && save.variables.type === type) return save.variables.enabled;
    return preferences.data.preferences.find((p) => p.type === type)?.enabled ?? true;
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
            disabled={save.isPending}
            onChange={(event) => save.mutate({ type, enabled: event.target.checked })}
          />
          {intl.formatMessage({ id: `notifications.kind.${type}` })}
        </label>
      ))}
    </fieldset>
  );
}

export const NotificationPreferences = withQueryClient(NotificationPreferencesBody);
