'use client';
// Phone verification (spec 3): a number gets a 6-digit code by SMS, the code verifies it. A
// verified phone becomes the sign-in phone, so changing it asks for the password first.
import type { PhoneVerification } from '@sportsbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuthModal, type AuthModalRequest } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { phoneStatusKey, usePhoneStatus } from '../api/phone';
import { toServerError } from '../hooks/use-auth-form';
import { mapServerError } from '../utils/server-errors';
import { AuthDialogTitle } from './auth-dialog';
import { ActionButton, FormError, LinkButton } from './form-fields';
import { PhoneCodeForm } from './phone-code-form';
import { PhoneNumberForm } from './phone-number-form';
import styles from './auth-form.module.css';

export function PhoneVerificationDialog({ request }: { request: AuthModalRequest }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const modal = useAuthModal.getState();
  const signedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const status = usePhoneStatus(signedIn);
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(request.params?.change === '1');
  const update = (next: PhoneVerification) => queryClient.setQueryData(phoneStatusKey, next);

  function body() {
    if (!signedIn) {
      return (
        <>
          <p className={styles.notice}>{t('auth.phone.sign-in-first')}</p>
          <ActionButton primary autoFocus onClick={() => modal.open({ modal: 'sign_in' })}>
            {t('auth.sign-in.submit')}
          </ActionButton>
        </>
      );
    }
    if (status.isPending) return <p role="status">{t('auth.loading')}</p>;
    if (status.isError) {
      const { form } = mapServerError(toServerError(status.error), () => undefined);
      return (
        <>
          <FormError failure={form} />
          <ActionButton onClick={() => void status.refetch()}>{t('auth.retry')}</ActionButton>
        </>
      );
    }
    const phone = status.data;
    if (phone.verified_status === 'verified' && !changing) {
      return (
        <>
          <p role="status" className={styles.message}>
            {intl.formatMessage(
              { id: 'auth.phone.verified' },
              { phone: <bdi>{phone.phone_number}</bdi> },
            )}
          </p>
          <ActionButton primary autoFocus onClick={() => modal.close()}>
            {t('auth.phone.done')}
          </ActionButton>
          <div className={styles.footer}>
            <LinkButton
              onClick={() =>
                modal.open({
                  modal: 'confirm_password',
                  params: { next: 'phone_verification', change: '1' },
                })
              }
            >
              {t('auth.phone.change-number')}
            </LinkButton>
          </div>
        </>
      );
    }
    if (!phone.phone_number || changing) {
      return (
        <PhoneNumberForm
          status={phone}
          onSent={(next) => {
            update(next);
            setChanging(false);
          }}
        />
      );
    }
    return (
      <PhoneCodeForm
        status={phone}
        onStatus={update}
        onVerified={(next) => {
          update(next);
          // The verified phone is now the sign-in phone and confirms the account.
          void usePlayer.getState().load();
        }}
        onUseAnotherNumber={() => setChanging(true)}
      />
    );
  }

  return (
    <>
      <AuthDialogTitle>{t('auth.phone.title')}</AuthDialogTitle>
      {body()}
    </>
  );
}
