'use client';
// Which account dialog is open (spec: auth modal forms), with the token or reason it was opened for.
import { create } from 'zustand';

export const AUTH_MODALS = [
  'sign_in',
  'sign_up',
  'forgot_password',
  'confirm_password',
  'resend_confirmation_instructions',
  'resend_unlock_instructions',
  'edit_password',
  'missed_auth_fields',
  'phone_verification',
  'deposit',
  'unlock_user',
] as const;

export type AuthModal = (typeof AUTH_MODALS)[number];

/**
 * Why a dialog opened, when the dialog says so: a session that expired re-opens sign-in; a
 * visitor who starred a favourite is told why signing in keeps it.
 */
export type AuthModalReason = 'session_expired' | 'favourites';

export interface AuthModalRequest {
  modal: AuthModal;
  /** Tokens read from the URL: reset_password_token, unlock_token, confirmation_token. */
  params?: Record<string, string>;
  reason?: AuthModalReason;
}

interface AuthModalState {
  current: AuthModalRequest | null;
  open(request: AuthModalRequest): void;
  close(): void;
}

export const useAuthModal = create<AuthModalState>((set, get) => ({
  current: null,
  open: (request) => {
    // The missed-fields dialog cannot be replaced or closed until the profile is complete.
    if (get().current?.modal === 'missed_auth_fields' && request.modal !== 'missed_auth_fields')
      return;
    set({ current: request });
  },
  close: () => {
    if (get().current?.modal === 'missed_auth_fields') return;
    set({ current: null });
  },
}));

/** Closes the missed-fields dialog once the profile no longer lists missing fields. */
export const releaseMissedFields = () => useAuthModal.setState({ current: null });
