'use client';
// Spec: the dialog that cannot be closed while the profile lists missing fields
// (auth_fields_missed). It saves them with PATCH /player and lets the player go once none is
// missing; the player store opens it and releases it on sign-out.
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { releaseMissedFields } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { platformPlayerQuery, updatePlatformPlayer, usePlatformPlayer } from '../api/player';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkText, collectErrors, type Message } from '../utils/validation';
import { AuthDialogTitle } from './auth-dialog';
import { ActionButton, FormError, SubmitButton, TextField } from './form-fields';
import styles from './auth-form.module.css';

/** The fields PATCH /player takes, with their longest allowed value. */
const EDITABLE = { first_name: 100, last_name: 100, nickname: 50 } as const;
type Editable = keyof typeof EDITABLE;
const AUTOCOMPLETE: Record<Editable, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
};

const isEditable = (field: string): field is Editable => Object.hasOwn(EDITABLE, field);

export function MissedFieldsForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fieldName = (field: string) =>
    intl.messages[`auth.field.${field}`] ? t(`auth.field.${field}`) : field;
  const queryClient = useQueryClient();
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const platform = usePlatformPlayer(playerId);
  const missed = platform.data?.auth_fields_missed ?? [];
  const editable = missed.filter(isEditable);
  const others = missed.filter((field) => !isEditable(field));

  const form = useAuthForm({
    initial: { first_name: '', last_name: '', nickname: '' },
    validate: (values) =>
      collectErrors(
        Object.fromEntries(
          (Object.keys(EDITABLE) as Editable[]).map((field) => [
            field,
            editable.includes(field) ? checkText(values[field], EDITABLE[field]) : null,
          ]),
        ) as Record<Editable, Message | null>,
      ),
    serverFields: { first_name: 'first_name', last_name: 'last_name', nickname: 'nickname' },
    async submit(values) {
      const profile = await updatePlatformPlayer(
        Object.fromEntries(editable.map((field) => [field, values[field].trim()])),
      );
      if (playerId) queryClient.setQueryData(platformPlayerQuery(playerId).queryKey, profile);
      await usePlayer.getState().load();
      if (profile.auth_fields_missed.length === 0) releaseMissedFields();
    },
  });

  return (
    <>
      <AuthDialogTitle>{t('auth.missed-fields.title')}</AuthDialogTitle>
      <p className={styles.lead}>{t('auth.missed-fields.text')}</p>
      {platform.isPending ? <p role="status">{t('auth.loading')}</p> : null}
      {editable.length > 0 ? (
        <form className={styles.form} onSubmit={form.onSubmit} noValidate>
          {editable.map((field, index) => (
            <TextField
              key={field}
              field={form.field(field)}
              label={fieldName(field)}
              autoComplete={AUTOCOMPLETE[field]}
              maxLength={EDITABLE[field]}
              required
              autoFocus={index === 0}
              value={form.values[field]}
              onValueChange={(value) => form.set(field, value)}
            />
          ))}
          <FormError failure={form.failure} />
          <SubmitButton busy={form.busy}>{t('auth.missed-fields.submit')}</SubmitButton>
        </form>
      ) : null}
      {others.length > 0 ? (
        <p className={styles.notice}>
          {intl.formatMessage(
            { id: 'auth.missed-fields.other' },
            { fields: intl.formatList(others.map(fieldName)) },
          )}
        </p>
      ) : null}
      {/* A player who cannot finish here is never trapped: signing out ends the dialog. */}
      <ActionButton onClick={() => void usePlayer.getState().signOut()}>
        {t('auth.sign-out')}
      </ActionButton>
    </>
  );
}
