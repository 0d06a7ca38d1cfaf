'use client';
// The account dialogs of the whole site, mounted once in the layout: the dialog the auth-modal
// store names, opened by buttons, by the URL (AuthUrlOpener) or by the player store.
import { Suspense } from 'react';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { AuthDialog } from './auth-dialog';
import { AuthUrlOpener } from './auth-url-opener';
import { ConfirmPasswordForm } from './confirm-password-form';
import { ConfirmationDialog } from './confirmation-dialog';
import { DepositDialog } from './deposit-dialog';
import { EditPasswordForm } from './edit-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { MissedFieldsForm } from './missed-fields-form';
import { PhoneVerificationDialog } from './phone-verification';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { UnlockDialog } from './unlock-dialog';

function AuthModalView({ request }: { request: AuthModalRequest }) {
  switch (request.modal) {
    case 'sign_in':
      return <SignInForm request={request} />;
    case 'sign_up':
      return <SignUpForm request={request} />;
    case 'forgot_password':
      return <ForgotPasswordForm request={request} />;
    case 'edit_password':
      return <EditPasswordForm request={request} />;
    case 'confirm_password':
      return <ConfirmPasswordForm request={request} />;
    case 'resend_confirmation_instructions':
      return <ConfirmationDialog request={request} />;
    case 'resend_unlock_instructions':
    case 'unlock_user':
      return <UnlockDialog request={request} />;
    case 'missed_auth_fields':
      return <MissedFieldsForm />;
    case 'phone_verification':
      return <PhoneVerificationDialog request={request} />;
    case 'deposit':
      return null;
  }
}

/** A new request (another dialog, other tokens) starts its form afresh. */
const viewKey = ({ modal, params, reason }: AuthModalRequest) =>
  `${modal}:${reason ?? ''}:${JSON.stringify(params ?? {})}`;

export function AuthModals() {
  const current = useAuthModal((s) => s.current);
  const close = useAuthModal((s) => s.close);
  return (
    <>
      <Suspense fallback={null}>
        <AuthUrlOpener />
      </Suspense>
      {current?.modal === 'deposit' ? (
        <DepositDialog />
      ) : current ? (
        <AuthDialog closable={current.modal !== 'missed_auth_fields'} onClose={close}>
          <AuthModalView key={viewKey(current)} request={current} />
        </AuthDialog>
      ) : null}
    </>
  );
}
