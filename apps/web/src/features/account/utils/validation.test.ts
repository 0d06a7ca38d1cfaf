import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkNewPassword,
  checkPasswordsMatch,
  checkSmsCode,
  collectErrors,
  normalizePhone,
  parseLogin,
} from './validation';

describe('the e-mail or phone of a login', () => {
  it('reads an e-mail, lower-cased', () => {
    expect(parseLogin(' Ada@Example.com ')).toEqual({ login: { email: 'ada@example.com' } });
  });

  it('reads a phone in international form, spaces and a leading 00 allowed', () => {
    expect(parseLogin('+49 151 1234-5678')).toEqual({ login: { phone: '+4915112345678' } });
    expect(parseLogin('0049 151 12345678')).toEqual({ login: { phone: '+4915112345678' } });
    expect(normalizePhone('(+351) 912.345.678')).toBe('+351912345678');
  });

  it('asks for the country code of a phone typed without it', () => {
    expect(parseLogin('0151 12345678')).toEqual({ error: { id: 'auth.validation.phone' } });
  });

  it('refuses an empty field and a text that is neither', () => {
    expect(parseLogin('  ')).toEqual({ error: { id: 'auth.validation.required' } });
    expect(parseLogin('ada@example')).toEqual({ error: { id: 'auth.validation.login' } });
  });
});

describe('sign-up and password rules', () => {
  it('a password has at least 8 characters', () => {
    expect(checkNewPassword('seven77')).toEqual({
      id: 'auth.validation.password-length',
      values: { min: 8 },
    });
    expect(checkNewPassword('eight888')).toBeNull();
  });

  it('the repeated password matches', () => {
    expect(checkPasswordsMatch('eight888', 'eight889')).toEqual({
      id: 'auth.validation.password-match',
    });
    expect(checkPasswordsMatch('eight888', 'eight888')).toBeNull();
  });

  it('an e-mail has an address shape', () => {
    expect(checkEmail('ada@example.com')).toBeNull();
    expect(checkEmail('ada')).toEqual({ id: 'auth.validation.email' });
  });

  it('an SMS code is six digits', () => {
    expect(checkSmsCode('12345')).toEqual({ id: 'auth.validation.code' });
    expect(checkSmsCode('123456')).toBeNull();
  });

  it('collects only the failing fields', () => {
    expect(collectErrors({ a: null, b: { id: 'auth.validation.required' } })).toEqual({
      b: { id: 'auth.validation.required' },
    });
  });
});
