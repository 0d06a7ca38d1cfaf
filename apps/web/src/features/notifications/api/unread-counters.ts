'use client';
// /api/sb/notifications/counters: the unread count the header's bell reads, apart from the
// panel's calls so the bell does not bring the query library into every page.
import type { UnreadCounters } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function getUnreadCounters(signal?: AbortSignal): Promise<UnreadCounters> {
  return apiFetch<UnreadCounters>('/api/sb/notifications/counters', signal ? { signal } : {});
}
