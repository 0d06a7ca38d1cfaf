'use client';
// One account form: its values, the client checks before sending, and the platform's refusals,
// each placed under its field or above the submit button; the first wrong field takes the focus.
import { useId, useState, type FormEvent } from 'react';
import { ClientApiError } from '@/lib/api/client';
import {
  mapServerError,
  NETWORK_ERROR,
  type FormFailure,
  type ServerError,
} from '../utils/server-errors';
import type { FieldErrors, Message } from '../utils/validation';

type Values = Record<string, string | boolean>;

interface Options<V extends Values> {
  initial: V;
  validate(values: V): FieldErrors<keyof V & string>;
  submit(values: V): Promise<void>;
  /** The form field a platform parameter names (`email` → `login`). */
  serverFields?: Partial<Record<string, keyof V & string>>;
  /** A message of the form's own for a refusal code (a wrong password when re-entering it). */
  messages?: Partial<Record<string, string>>;
}

/** What a field needs to be labelled, described and marked invalid. */
export interface FieldState {
  id: string;
  name: string;
  errorId: string;
  error: Message | undefined;
}

export function toServerError(error: unknown): ServerError {
  if (error instanceof ClientApiError)
    return { status: error.status, code: error.code, data: error.data };
  // fetch rejects offline and AbortSignal.timeout rejects after 5 s: both mean no answer.
  if (
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'TimeoutError')
  )
    return NETWORK_ERROR;
  return { status: 0, code: 'DEFAULT' };
}

export function useAuthForm<V extends Values>(options: Options<V>) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const baseId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    // After React has marked the fields, the first wrong one takes the focus (its error is read).
    const focusFirstInvalid = () =>
      requestAnimationFrame(() =>
        formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    if (busy) return;
    const found = options.validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await options.submit(values);
    } catch (error) {
      const mapped = mapServerError<Field>(
        toServerError(error),
        (name) => options.serverFields?.[name],
      );
      const own = mapped.form && options.messages?.[mapped.form.code];
      setErrors(mapped.fields);
      setFailure(own && mapped.form ? { ...mapped.form, message: { id: own } } : mapped.form);
      if (Object.keys(mapped.fields).length > 0) focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  function set<F extends Field>(name: F, value: V[F]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's error stays until the player changes that field.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  const field = (name: Field): FieldState => ({
    id: `${baseId}-${name}`,
    name,
    errorId: `${baseId}-${name}-error`,
    error: errors[name],
  });

  return { values, set, field, failure, busy, onSubmit };
}
