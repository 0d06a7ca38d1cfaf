'use client';
// POST /sportsbook_sessions/continue: the player plays on after the reality check.
import type { SportsbookSession } from '@sportsbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

function continueSportsbookSession(): Promise<SportsbookSession> {
  return apiFetch<SportsbookSession>('/api/platform/sportsbook_sessions/continue', {
    method: 'POST',
  });
}

export const useContinueSportsbookSession = () =>
  useMutation({
    mutationKey: ['sportsbook-session', 'continue'],
    mutationFn: continueSportsbookSession,
  });
