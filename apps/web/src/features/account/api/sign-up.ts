'use client';
// POST /users: a new account with its first currency; the platform signs the new player in.
import type { Profile, SignUpRequest } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function signUp(user: SignUpRequest['user']): Promise<Profile> {
  return apiFetch<Profile>('/api/platform/users', { method: 'POST', body: { user } });
}
