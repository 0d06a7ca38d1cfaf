'use client';
// POST /sportsbook_sessions: starts (or resumes) the player's sportsbook session; 403 when the
// session limit is used up.
import type { SportsbookSession } from '@sportsbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

function startSportsbookSession(): Promise<SportsbookSession> {
  return apiFetch<SportsbookSession>('/api/platform/sportsbook_sessions', { method: 'POST' });
}

export const useStartSportsbookSession = () =>
  useMutation({ mutationKey: ['sportsbook-session', 'start'], mutationFn: startSportsbookSession });
