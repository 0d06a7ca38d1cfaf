'use client';
// POST /users/sign_in: a session cookie for the e-mail or phone and password (spec 7).
import type { Profile } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';
import type { Login } from '../utils/validation';

export function signIn(login: Login, password: string): Promise<Profile> {
  return apiFetch<Profile>('/api/platform/users/sign_in', {
    method: 'POST',
    body: { user: { ...login, password } },
  });
}
