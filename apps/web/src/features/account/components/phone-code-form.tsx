'use client';
// The 6-digit SMS code, a new code once the resend timeout has passed (counted down), and the
// daily SMS limit when it is reached.
import type { PhoneVerification } from '@sportsbook/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { resendPhoneCode, verifyPhone } from '../api/phone';
import { toServerError, useAuthForm } from '../hooks/use-auth-form';
import { minutesAndSeconds, useSecondsUntil } from '../hooks/use-seconds-until';
import { mapServerError, type FormFailure } from '../utils/server-errors';
import { checkSmsCode, collectErrors } from '../utils/validation';
import { FormError, LinkButton, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

interface Props {
  status: PhoneVerification;
  onStatus(status: PhoneVerification): void;
  onVerified(status: PhoneVerification): void;
  onUseAnotherNumber(): void;
}

export function PhoneCodeForm({ status, onStatus, onVerified, onUseAnotherNumber }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const wait = useSecondsUntil(status.resend_timeout_until);
  const [resending, setResending] = useState(false);
  const [resendFailure, setResendFailure] = useState<FormFailure | null>(null);

  const form = useAuthForm({
    initial: { code: '' },
    validate: (values) => collectErrors({ code: checkSmsCode(values.code) }),
    serverFields: { code: 'code' },
    async submit(values) {
      onVerified(await verifyPhone(values.code.trim()));
    },
  });

  async function resend() {
    if (resending || wait > 0) return;
    setResending(true);
    setResendFailure(null);
    try {
      onStatus(await resendPhoneCode());
    } catch (error) {
      const refusal = toServerError(error);
      const until = refusal.data?.resend_timeout_until;
      // The platform's own clock decides: its timeout or limit replaces what the dialog knew.
      if (refusal.code === 'RESEND_TIMEOUT' && typeof until === 'string') {
        onStatus({ ...status, resend_timeout_until: until });
      } else if (refusal.code === 'SMS_LIMIT_REACHED') {
        onStatus({ ...status, sms_limit_reached: true });
      } else {
        setResendFailure(mapServerError(refusal, () => undefined).form);
      }
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <p className={styles.message}>
        {intl.formatMessage(
          { id: 'auth.phone.code-sent' },
          { phone: <bdi>{status.phone_number}</bdi> },
        )}
      </p>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <TextField
          field={form.field('code')}
          label={t('auth.phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus
          value={form.values.code}
          onValueChange={(value) => form.set('code', value)}
        />
        <FormError failure={form.failure} />
        <SubmitButton busy={form.busy}>{t('auth.phone.verify')}</SubmitButton>
      </form>
      <div className={styles.footer}>
        {status.sms_limit_reached ? (
          <p className={styles.notice}>{t('auth.phone.sms-limit')}</p>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            aria-disabled={wait > 0 || resending || undefined}
            onClick={() => void resend()}
          >
            {wait > 0 ? (
              <span className={styles.countdown}>
                {intl.formatMessage(
                  { id: 'auth.phone.resend-in' },
                  { time: minutesAndSeconds(wait) },
                )}
              </span>
            ) : (
              t('auth.phone.resend')
            )}
          </button>
        )}
        <FormError failure={resendFailure} />
        <LinkButton onClick={onUseAnotherNumber}>{t('auth.phone.change-number')}</LinkButton>
      </div>
    </>
  );
}
