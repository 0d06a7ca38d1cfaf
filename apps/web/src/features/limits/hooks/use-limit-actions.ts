// Runs one change of the player's limits: busy while it runs, a notice of its outcome after, and
// the limits read again either way.
import type { UserLimit } from '@sportsbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ClientApiError } from '@/lib/api/client';

export type Notice = { kind: 'status' | 'error'; text: string } | null;

export function useLimitActions(setNotice: (notice: Notice) => void) {
  const intl = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<UserLimit>, success: (limit: UserLimit) => string) => {
    setBusy(true);
    try {
      const limit = await work();
      setNotice({ kind: 'status', text: success(limit) });
    } catch (failure) {
      const id = failure instanceof ClientApiError ? failure.messageId : 'limits.failed';
      setNotice({ kind: 'error', text: intl.formatMessage({ id }) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['limits'] });
    }
  };
  return { busy, run };
}
