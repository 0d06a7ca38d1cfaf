import { describe, expect, it } from 'vitest';
import { authPageModal, readAuthUrl, safeReturn } from './auth-url';

const read = (href: string, onArrival = true) =>
  readAuthUrl(new URL(href, 'http://localhost:3000'), { onArrival });

describe('auth modal opening from the URL', () => {
  it.each([
    ['signIn', 'sign_in'],
    ['signUp', 'sign_up'],
    ['confirmation', 'resend_confirmation_instructions'],
    ['passwordEdit', 'edit_password'],
    ['passwordNew', 'forgot_password'],
    ['unlock', 'unlock_user'],
  ])('the hash #%s opens %s and is then removed, other parameters stay', (name, modal) => {
    expect(read(`/sports/live?tab=all#${name}`)).toEqual({
      request: { modal },
      cleaned: '/sports/live?tab=all',
    });
  });

  it('the query parameter modal with the same names opens them and leaves the URL', () => {
    expect(read('/sports/de?modal=passwordNew&keep=1#betBuilder')).toEqual({
      request: { modal: 'forgot_password' },
      cleaned: '/sports/de?keep=1#betBuilder',
    });
  });

  it('leaves unknown names, other hashes and prototype keys alone', () => {
    expect(read('/sports?modal=deposit#betBuilder')).toEqual({ request: null, cleaned: null });
    expect(read('/sports#constructor')).toEqual({ request: null, cleaned: null });
  });

  it('passes reset_password_token, unlock_token and confirmation_token and removes them', () => {
    expect(read('/sports/users/password/edit?reset_password_token=abc&x=1')).toEqual({
      request: { modal: 'edit_password', params: { reset_password_token: 'abc' } },
      cleaned: '/sports/users/password/edit?x=1',
    });
    expect(read('/sports/?unlock_token=u1#unlock')).toEqual({
      request: { modal: 'unlock_user', params: { unlock_token: 'u1' } },
      cleaned: '/sports/',
    });
    expect(read('/sports/users/confirmation?confirmation_token=c1')).toEqual({
      request: {
        modal: 'resend_confirmation_instructions',
        params: { confirmation_token: 'c1' },
      },
      cleaned: '/sports/users/confirmation',
    });
  });

  it('a token alone opens the dialog that uses it', () => {
    expect(read('/sports/soccer?unlock_token=u2').request).toEqual({
      modal: 'unlock_user',
      params: { unlock_token: 'u2' },
    });
  });

  it('an auth page opens its dialog on arrival only, and keeps its return path', () => {
    expect(read('/sports/users/sign-in?return=%2Fsports%2Flive')).toEqual({
      request: { modal: 'sign_in', params: { return: '/sports/live' } },
      cleaned: null,
    });
    expect(read('/sports/users/sign-in', false)).toEqual({ request: null, cleaned: null });
  });

  it('does not re-encode a query it leaves unchanged', () => {
    expect(read('/sports/search?q=a%20b#signIn').cleaned).toBe('/sports/search?q=a%20b');
  });
});

describe('auth pages', () => {
  it.each([
    ['/sports/users/sign-in', 'sign_in'],
    ['/users/sign-up', 'sign_up'],
    ['/sports/de/users/password/new', 'forgot_password'],
    ['/sports/pt-br/users/password/edit', 'edit_password'],
    ['/sports/ar/users/confirmation', 'resend_confirmation_instructions'],
    ['/sports/users/unknown', null],
    ['/sports/soccer', null],
  ])('%s is %s', (path, modal) => {
    expect(authPageModal(path)).toBe(modal);
  });
});

describe('the return path after signing in', () => {
  it.each([
    ['/sports/live', '/sports/live'],
    ['/sports', '/sports'],
    ['/sports?betcode=x', '/sports?betcode=x'],
    ['https://evil.example/sports', '/sports'],
    ['//evil.example/sports', '/sports'],
    ['/sportsevil', '/sports'],
    ['/sports/\\evil.example', '/sports'],
    [undefined, '/sports'],
  ])('%s is followed as %s', (value, expected) => {
    expect(safeReturn(value)).toBe(expected);
  });
});
