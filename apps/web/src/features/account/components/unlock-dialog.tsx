'use client';
// Unlocking an account locked after repeated failed sign-ins: with the mailed token it unlocks and
// leads to sign-in; without one (or with a used or expired one) it sends the unlock link again.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { unlockQuery } from '../api/unlock';
import { AuthDialogTitle } from './auth-dialog';
import { ResendInstructionsForm } from './resend-instructions-form';
import { TokenOutcome } from './token-outcome';

export function UnlockDialog({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const token = request.params?.unlock_token;
  return (
    <>
      <AuthDialogTitle>{intl.formatMessage({ id: 'auth.unlock.title' })}</AuthDialogTitle>
      {token ? (
        <UnlockByToken token={token} />
      ) : (
        <ResendInstructionsForm kind="unlock" login={request.params?.login} />
      )}
    </>
  );
}

function UnlockByToken({ token }: { token: string }) {
  const intl = useIntl();
  const check = useQuery(unlockQuery(token));
  const next = {
    label: intl.formatMessage({ id: 'auth.sign-in.submit' }),
    onClick: () => useAuthModal.getState().open({ modal: 'sign_in' }),
  };
  return (
    <TokenOutcome check={check} checkingId="auth.unlock.checking" next={next}>
      <ResendInstructionsForm kind="unlock" />
    </TokenOutcome>
  );
}
