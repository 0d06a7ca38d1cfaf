// The platform's refusals ({code, message, data}) as the forms show them: under a field or above
// the submit button, with a message id under auth.error.
import type { FieldErrors, Message } from './validation';

export interface ServerError {
  status: number;
  code: string;
  data?: Record<string, unknown> | undefined;
}

/** A refusal the form shows above its submit button; the code lets it offer a way out. */
export interface FormFailure {
  code: string;
  message: Message;
  data?: Record<string, unknown> | undefined;
}

export interface MappedError<F extends string> {
  fields: FieldErrors<F>;
  form: FormFailure | null;
}

/** A browser that could not reach the platform (offline, timeout). */
export const NETWORK_ERROR: ServerError = { status: 0, code: 'NETWORK' };

/** The message id of a refusal code: auth.error.email_taken for EMAIL_TAKEN. */
const errorMessageId = (code: string) => `auth.error.${code.toLowerCase()}`;

/** Codes that are about one field: the server name of that field. */
function fieldOfCode(error: ServerError): string | null {
  switch (error.code) {
    case 'EMAIL_TAKEN':
    case 'PHONE_TAKEN':
      return typeof error.data?.field === 'string' ? error.data.field : null;
    case 'INVALID_CODE':
      return 'code';
    case 'UNSUPPORTED_CURRENCY':
      return 'currency';
    case 'INVALID_COUNTRY':
      return 'country';
    default:
      return null;
  }
}

interface Issue {
  parameter?: unknown;
}

/**
 * Places a refusal: schema issues (`user.email`) and field codes (EMAIL_TAKEN) go under the field
 * `fieldOf` names; everything else, or a field the form does not show, goes above the button.
 */
export function mapServerError<F extends string>(
  error: ServerError,
  fieldOf: (serverName: string) => F | undefined,
): MappedError<F> {
  const fields: FieldErrors<F> = {};
  const form = (code: string): FormFailure => ({
    code,
    message: { id: errorMessageId(code) },
    data: error.data,
  });

  if (error.code === 'VALIDATION_ERROR') {
    const issues = Array.isArray(error.data?.issues) ? (error.data.issues as Issue[]) : [];
    for (const issue of issues) {
      const parameter = typeof issue.parameter === 'string' ? issue.parameter : '';
      const field = fieldOf(parameter) ?? fieldOf(parameter.split('.').pop() ?? '');
      if (field && !fields[field]) fields[field] = { id: 'auth.validation.invalid' };
    }
    return { fields, form: Object.keys(fields).length > 0 ? null : form(error.code) };
  }

  const serverField = fieldOfCode(error);
  const field = serverField ? fieldOf(serverField) : undefined;
  if (field) {
    fields[field] = { id: errorMessageId(error.code) };
    return { fields, form: null };
  }
  return { fields, form: form(error.code) };
}
