'use client';
// /player/terms: whether the signed-in player accepted the terms in force, and accepting them.
import type { TermsStatus } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function getTermsStatus(signal?: AbortSignal): Promise<TermsStatus> {
  return apiFetch<TermsStatus>('/api/platform/player/terms', { ...(signal ? { signal } : {}) });
}

export function acceptTerms(version: string): Promise<TermsStatus> {
  return apiFetch<TermsStatus>('/api/platform/player/terms', {
    method: 'POST',
    body: { version },
  });
}
