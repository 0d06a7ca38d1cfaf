'use client';
// /users/confirmation: confirm the account with the mailed token (GET), or mail a new link (POST).
import type { InstructionsSent } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

function confirmAccount(token: string): Promise<InstructionsSent> {
  return apiFetch<InstructionsSent>(
    `/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  );
}

/** Only e-mail accounts confirm by link; phone accounts confirm by the SMS code. */
export function resendConfirmation(email: string): Promise<InstructionsSent> {
  return apiFetch<InstructionsSent>('/api/platform/users/confirmation', {
    method: 'POST',
    body: { user: { email } },
  });
}

/** A confirmation checked once per token, also when a dialog mounts twice. */
export const confirmationQuery = (token: string) =>
  queryOptions({
    queryKey: ['platform-confirmation', token] as const,
    meta: { inlineError: true },
    queryFn: () => confirmAccount(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
