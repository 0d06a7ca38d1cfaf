// Client checks of the account forms before anything is sent; each answers a message id or null.

/** What a sign-in or recovery call names the account by. */
export type Login = { email: string } | { phone: string };

/** A message id with its values, as the forms show it under a field or above the submit button. */
export interface Message {
  id: string;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

/** The platform's password rules (contracts: passwordSchema). */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164, as the platform stores phones: a plus, then 7 to 15 digits. */
const E164 = /^\+[1-9]\d{6,14}$/;
const PHONE_LIKE = /^[+\d\s().-]+$/;

/** A typed phone number in E.164: spaces, dashes, dots and brackets go, a leading 00 becomes +. */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** The e-mail or phone an "E-mail or phone" field names, or why it names neither. */
export function parseLogin(value: string): { login: Login } | { error: Message } {
  const text = value.trim();
  if (!text) return { error: { id: 'auth.validation.required' } };
  if (PHONE_LIKE.test(text)) {
    const phone = normalizePhone(text);
    return E164.test(phone) ? { login: { phone } } : { error: { id: 'auth.validation.phone' } };
  }
  return EMAIL.test(text)
    ? { login: { email: text.toLowerCase() } }
    : { error: { id: 'auth.validation.login' } };
}

export const checkLogin = (value: string): Message | null => {
  const parsed = parseLogin(value);
  return 'error' in parsed ? parsed.error : null;
};

/** The login of a field the form has already checked. */
export function loginOf(value: string): Login {
  const parsed = parseLogin(value);
  if ('error' in parsed) throw new Error('login was not checked');
  return parsed.login;
}

export const checkRequired = (value: string | boolean): Message | null =>
  (typeof value === 'string' ? value.trim() : value) ? null : { id: 'auth.validation.required' };

export function checkEmail(value: string): Message | null {
  if (!value.trim()) return { id: 'auth.validation.required' };
  return EMAIL.test(value.trim()) ? null : { id: 'auth.validation.email' };
}

export function checkPhone(value: string): Message | null {
  if (!value.trim()) return { id: 'auth.validation.required' };
  return E164.test(normalizePhone(value)) ? null : { id: 'auth.validation.phone' };
}

export function checkNewPassword(value: string): Message | null {
  if (!value) return { id: 'auth.validation.required' };
  if (value.length < PASSWORD_MIN)
    return { id: 'auth.validation.password-length', values: { min: PASSWORD_MIN } };
  if (value.length > PASSWORD_MAX)
    return { id: 'auth.validation.too-long', values: { max: PASSWORD_MAX } };
  return null;
}

export function checkPasswordsMatch(password: string, confirmation: string): Message | null {
  if (!confirmation) return { id: 'auth.validation.required' };
  return password === confirmation ? null : { id: 'auth.validation.password-match' };
}

/** The six digits of an SMS code. */
export const checkSmsCode = (value: string): Message | null =>
  /^\d{6}$/.test(value.trim()) ? null : { id: 'auth.validation.code' };

/** A profile text field (names up to 100 characters, the nickname up to 50). */
export function checkText(value: string, max: number): Message | null {
  if (!value.trim()) return { id: 'auth.validation.required' };
  return value.trim().length > max ? { id: 'auth.validation.too-long', values: { max } } : null;
}

/** The errors of a form, without the fields that passed. */
export function collectErrors<F extends string>(checks: Record<F, Message | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(checks) as [F, Message | null][]) {
    if (message) errors[field] = message;
  }
  return errors;
}
