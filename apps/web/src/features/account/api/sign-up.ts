'use client';
// POST /users: a new account with its first currency; the platform signs the new player in.
import { profileSchema, type Profile, type SignUpRequest } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function signUp(user: SignUpRequest['user']): Promise<Profile> {
  return apiFetch('/api/platform/users', profileSchema, { method: 'POST', body: { user } });
}
