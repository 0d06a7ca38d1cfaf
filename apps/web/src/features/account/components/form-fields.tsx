'use client';
// The parts of every account form: labelled fields whose errors are tied to them, the form's
// own error (announced), the submit button and text-like buttons that switch dialogs.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { FieldState } from '../hooks/use-auth-form';
import type { FormFailure } from '../utils/server-errors';
import type { Message } from '../utils/validation';
import styles from './auth-form.module.css';

/** The text of a message id, or the default refusal when the id has no text (an unknown code). */
export function useMessageText() {
  const intl = useIntl();
  return (message: Message) =>
    intl.formatMessage(
      { id: intl.messages[message.id] ? message.id : 'auth.error.default' },
      message.values,
    );
}

function describedBy(field: FieldState, hintId: string | undefined) {
  return [hintId, field.error ? field.errorId : undefined].filter(Boolean).join(' ') || undefined;
}

function FieldError({ field }: { field: FieldState }) {
  const text = useMessageText();
  return field.error ? (
    <p id={field.errorId} className={styles.fieldError}>
      {text(field.error)}
    </p>
  ) : null;
}

/** `autoFocus` also marks the field for the dialog, which focuses it once it is shown. */
const autoFocusProps = (autoFocus: boolean | undefined) =>
  autoFocus ? { autoFocus: true, 'data-autofocus': '' } : {};

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'type'
>;

interface TextFieldProps extends InputProps {
  field: FieldState;
  label: string;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'tel';
  value: string;
  onValueChange(value: string): void;
}

export function TextField({
  field,
  label,
  hint,
  value,
  onValueChange,
  type = 'text',
  autoFocus,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        {...autoFocusProps(autoFocus)}
        id={field.id}
        name={field.name}
        type={type}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hintId)}
      />
      <FieldError field={field} />
    </div>
  );
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange'
> {
  field: FieldState;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onValueChange(value: string): void;
}

export function SelectField({
  field,
  label,
  value,
  options,
  onValueChange,
  ...select
}: SelectFieldProps) {
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={field.id}>
        {label}
      </label>
      <select
        {...select}
        id={field.id}
        name={field.name}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, undefined)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

interface CheckboxFieldProps {
  field: FieldState;
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

export function CheckboxField({ field, label, checked, onCheckedChange }: CheckboxFieldProps) {
  return (
    <div className={styles.row}>
      <div className={styles.check}>
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          required
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(field, undefined)}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <FieldError field={field} />
    </div>
  );
}

/** The form's own refusal, announced as it appears; the way out (a button) sits beside it. */
export function FormError({ failure }: { failure: FormFailure | null }) {
  const text = useMessageText();
  return failure ? (
    <p className={styles.formError} role="alert">
      {text(failure.message)}
    </p>
  ) : null;
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={styles.submit}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

/** A button that reads as a link: it switches to another dialog or step. */
export function LinkButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** A full-width button for the next step of a finished form. */
export function ActionButton({
  onClick,
  children,
  primary = false,
  autoFocus,
}: {
  onClick(): void;
  children: ReactNode;
  primary?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? styles.submit : styles.secondary}
      onClick={onClick}
      {...autoFocusProps(autoFocus)}
    >
      {children}
    </button>
  );
}
