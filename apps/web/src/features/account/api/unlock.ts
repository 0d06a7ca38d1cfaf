'use client';
// /users/unlock: unlock the account with the mailed token (GET), or mail a new link (POST).
import type { InstructionsSent } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import type { Login } from '../utils/validation';

function unlockAccount(token: string): Promise<InstructionsSent> {
  return apiFetch<InstructionsSent>(
    `/api/platform/users/unlock?unlock_token=${encodeURIComponent(token)}`,
  );
}

export function resendUnlock(login: Login): Promise<InstructionsSent> {
  return apiFetch<InstructionsSent>('/api/platform/users/unlock', {
    method: 'POST',
    body: { user: login },
  });
}

/** An unlock checked once per token, also when a dialog mounts twice. */
export const unlockQuery = (token: string) =>
  queryOptions({
    queryKey: ['platform-unlock', token] as const,
    meta: { inlineError: true },
    queryFn: () => unlockAccount(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
