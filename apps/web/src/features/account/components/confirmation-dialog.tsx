'use client';
// Account confirmation: with the mailed token it confirms and says so; without one (or when the
// link has expired or was used) it offers to send the confirmation e-mail again.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { confirmationQuery } from '../api/confirmation';
import { AuthDialogTitle } from './auth-dialog';
import { ResendInstructionsForm } from './resend-instructions-form';
import { TokenOutcome } from './token-outcome';

export function ConfirmationDialog({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const token = request.params?.confirmation_token;
  return (
    <>
      <AuthDialogTitle>
        {intl.formatMessage({
          id: token ? 'auth.confirmation.title' : 'auth.resend-confirmation.title',
        })}
      </AuthDialogTitle>
      {token ? (
        <ConfirmByToken token={token} />
      ) : (
        <ResendInstructionsForm kind="confirmation" login={request.params?.login} />
      )}
    </>
  );
}

function ConfirmByToken({ token }: { token: string }) {
  const intl = useIntl();
  const check = useQuery(confirmationQuery(token));
  const signedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const modal = useAuthModal.getState();

  useEffect(() => {
    // The profile of a signed-in player now says confirmed.
    if (check.isSuccess && usePlayer.getState().authStatus === 'LOGGED_IN') {
      void usePlayer.getState().load();
    }
  }, [check.isSuccess]);

  const next = signedIn
    ? { label: intl.formatMessage({ id: 'auth.continue' }), onClick: () => modal.close() }
    : {
        label: intl.formatMessage({ id: 'auth.sign-in.submit' }),
        onClick: () => modal.open({ modal: 'sign_in' }),
      };
  return (
    <TokenOutcome check={check} checkingId="auth.confirmation.checking" next={next}>
      <ResendInstructionsForm kind="confirmation" />
    </TokenOutcome>
  );
}
