'use client';
// /users/password: ask for reset instructions (POST); set a new password with the mailed
// token (PUT).
import {
  instructionsSentSchema,
  profileSchema,
  type InstructionsSent,
  type Profile,
} from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';
import type { Login } from '../utils/validation';

/** The answer is the same whether or not the account exists. */
export function requestPasswordReset(login: Login): Promise<InstructionsSent> {
  return apiFetch('/api/platform/users/password', instructionsSentSchema, {
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
  return apiFetch('/api/platform/users/password', profileSchema, {
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
