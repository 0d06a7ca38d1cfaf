'use client';
// The player's responsible-gambling limits: the list, the audit history, and the changes.
import type { UserLimit, UserLimitEvent } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

const LIMITS = '/api/platform/user_limits';

export const getLimits = (signal?: AbortSignal) =>
  apiFetch<{ data: UserLimit[] }>(LIMITS, { signal }).then((answer) => answer.data);

export const getLimitHistory = (signal?: AbortSignal) =>
  apiFetch<{ data: UserLimitEvent[] }>(`${LIMITS}/history`, { signal }).then(
    (answer) => answer.data,
  );

export const setLimit = (body: {
  type: UserLimit['type'];
  period: UserLimit['period'];
  value: number;
}) => apiFetch<UserLimit>(LIMITS, { method: 'POST', body });

/** Asks to remove a limit (pending until confirmed), or withdraws a pending change at once. */
export const removeLimit = (id: number) =>
  apiFetch<UserLimit>(`${LIMITS}/${id}`, { method: 'DELETE' });

export const confirmLimit = (id: number) =>
  apiFetch<UserLimit>(`${LIMITS}/${id}/confirm`, { method: 'POST' });
