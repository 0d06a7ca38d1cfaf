'use client';
// The number to verify and its country; the platform texts a code to it.
import type { PhoneVerification } from '@sportsbook/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import { sendPhoneCode } from '../api/phone';
import { useAuthForm } from '../hooks/use-auth-form';
import { countryOptions } from '../utils/country-names';
import { checkPhone, checkRequired, collectErrors, normalizePhone } from '../utils/validation';
import { FormError, SelectField, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

interface Props {
  status: PhoneVerification;
  onSent(status: PhoneVerification): void;
}

export function PhoneNumberForm({ status, onSent }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const site = useSystem().data;
  const countries = useMemo(
    () =>
      countryOptions(
        intl.locale,
        (site?.countries ?? []).map((country) => country.code),
      ),
    [intl.locale, site],
  );
  const defaultCountry = status.phone_country ?? site?.user_country.code ?? '';

  const form = useAuthForm({
    initial: { phone: '', country: '' },
    validate: (values) =>
      collectErrors({
        phone: checkPhone(values.phone),
        country: checkRequired(values.country || defaultCountry),
      }),
    serverFields: { phone_number: 'phone', phone: 'phone', phone_country: 'country' },
    async submit(values) {
      onSent(await sendPhoneCode(normalizePhone(values.phone), values.country || defaultCountry));
    },
  });

  if (status.sms_limit_reached) return <p className={styles.notice}>{t('auth.phone.sms-limit')}</p>;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <TextField
        field={form.field('phone')}
        label={t('auth.phone.number')}
        hint={t('auth.phone.number-hint')}
        type="tel"
        autoComplete="tel"
        required
        autoFocus
        value={form.values.phone}
        onValueChange={(value) => form.set('phone', value)}
      />
      <SelectField
        field={form.field('country')}
        label={t('auth.phone.country')}
        required
        value={form.values.country || defaultCountry}
        options={[{ value: '', label: t('auth.choose') }, ...countries]}
        onValueChange={(value) => form.set('country', value)}
      />
      <FormError failure={form.failure} />
      <SubmitButton busy={form.busy}>{t('auth.phone.send')}</SubmitButton>
    </form>
  );
}
