'use client';
// Activating a hunting or a tournament: both lists (and the bonus list) are refreshed after it,
// as the spec asks; a refusal is kept by its message id, other failures go to the global alert.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ClientApiError, reportFailure } from '@/lib/api/client';
import { usePlayer } from '@/lib/session/player-store';
import { activateHunting } from '../api/hunting';

export function useActivate() {
  const intl = useIntl();
  const client = useQueryClient();
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const activate = async (id: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await activateHunting(id, intl.locale);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['bonuses', 'huntings'] }),
        client.invalidateQueries({ queryKey: ['bonuses', 'tournaments'] }),
        client.invalidateQueries({ queryKey: ['bonuses', 'list'] }),
      ]);
    } catch (failure) {
      if (failure instanceof ClientApiError && failure.status >= 400 && failure.status < 500) {
        setRefusal(failure.messageId);
      } else reportFailure(failure, loggedIn);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, activate };
}
