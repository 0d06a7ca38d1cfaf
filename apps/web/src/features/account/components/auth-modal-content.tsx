'use client';
// The open account dialog: loaded with the first dialog a visitor opens (or once the page is
// idle), so the forms are not part of the page's first JavaScript.
import type { AuthModalRequest } from '@/lib/session/auth-modal-store';
import { AuthDialog } from './auth-dialog';
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
import { withQueryClient } from '@/components/providers/query-provider';

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

function AuthModalContentBody({
  request,
  onClose,
}: {
  request: AuthModalRequest;
  onClose: () => void;
}) {
  if (request.modal === 'deposit') return <DepositDialog />;
  return (
    <AuthDialog closable={request.modal !== 'missed_auth_fields'} onClose={onClose}>
      <AuthModalView key={viewKey(request)} request={request} />
    </AuthDialog>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export default withQueryClient(AuthModalContentBody);
