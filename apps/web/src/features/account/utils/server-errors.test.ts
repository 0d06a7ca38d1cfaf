import { describe, expect, it } from 'vitest';
import { mapServerError } from './server-errors';

const signUpFields = (name: string) =>
  (({ email: 'login', phone: 'login', password: 'password', currency: 'currency' }) as const)[
    name as 'email'
  ];

describe('platform refusals in the account forms', () => {
  it('puts a taken e-mail under the login field', () => {
    expect(
      mapServerError({ status: 422, code: 'EMAIL_TAKEN', data: { field: 'email' } }, signUpFields),
    ).toEqual({ fields: { login: { id: 'auth.error.email_taken' } }, form: null });
  });

  it('puts schema issues under the fields they name', () => {
    const error = {
      status: 400,
      code: 'VALIDATION_ERROR',
      data: { issues: [{ parameter: 'user.password', location: 'body', message: 'too short' }] },
    };
    expect(mapServerError(error, signUpFields)).toEqual({
      fields: { password: { id: 'auth.validation.invalid' } },
      form: null,
    });
  });

  it('shows wrong credentials, lockout and blocked countries above the button', () => {
    expect(mapServerError({ status: 401, code: 'INVALID_CREDENTIALS' }, signUpFields)).toEqual({
      fields: {},
      form: { code: 'INVALID_CREDENTIALS', message: { id: 'auth.error.invalid_credentials' } },
    });
    const blocked = { status: 403, code: 'COUNTRY_BLOCKED', data: { country: 'US' } };
    expect(mapServerError(blocked, signUpFields).form).toEqual({
      code: 'COUNTRY_BLOCKED',
      message: { id: 'auth.error.country_blocked' },
      data: { country: 'US' },
    });
  });

  it('a field refusal for a field the form does not show goes above the button', () => {
    expect(mapServerError({ status: 422, code: 'INVALID_COUNTRY' }, signUpFields).form?.code).toBe(
      'INVALID_COUNTRY',
    );
  });
});
