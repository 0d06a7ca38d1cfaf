'use client';
// /users/password: ask for reset instructions (POST); set a new password with the mailed
// token (PUT).
import type { InstructionsSent, Profile } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';
import type { Login } from '../utils/validation';

/** The answer is the same whether or not the account exists. */
export function requestPasswordReset(login: Login): Promise<InstructionsSent> {
  return apiFetch<InstructionsSent>('/api/platform/users/password', {
    method: 'POST',
    body: { user: login },
  });
}

/** Sets the password, ends the player's other sessions and signs this browser in. */
export function resetPassword(input: {
  token: string;
  password: string;
  confirmation: string;
}): Promise<Profile> {
  return apiFetch<Profile>('/api/platform/users/password', {
    method: 'PUT',
    body: {
      user: {
        reset_password_token: input.token,
        password: input.password,
        password_confirmation: input.confirmation,
      },
    },
  });
}
