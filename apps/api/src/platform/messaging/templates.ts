// The texts of the platform's e-mails and SMS; links point at the web's auth pages under /sports.
export type Channel = 'email' | 'sms';

export type Template =
  | 'confirmation_instructions'
  | 'reset_password_instructions'
  | 'unlock_instructions'
  | 'phone_verification_code';

export interface Message {
  channel: Channel;
  to: string;
  template: Template;
  subject: string;
  body: string;
  /** Variables of the template (token, code, link), kept for development tools. */
  data: Record<string, string>;
}

const link = (webUrl: string, path: string, query: Record<string, string>, hash?: string) => {
  const url = new URL(`${webUrl.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (hash) url.hash = hash;
  return url.toString();
};

export function confirmationInstructions(webUrl: string, to: string, token: string): Message {
  const href = link(webUrl, '/users/confirmation', { confirmation_token: token });
  return {
    channel: 'email',
    to,
    template: 'confirmation_instructions',
    subject: 'Confirm your account',
    body: `Welcome!\n\nConfirm your account by opening this link:\n${href}\n\nThe link works for 3 days.`,
    data: { token, link: href },
  };
}

export function resetPasswordInstructions(
  webUrl: string,
  channel: Channel,
  to: string,
  token: string,
): Message {
  const href = link(webUrl, '/users/password/edit', { reset_password_token: token });
  return {
    channel,
    to,
    template: 'reset_password_instructions',
    subject: 'Reset your password',
    body:
      channel === 'email'
        ? `Someone asked to change your password. If it was you, open this link within 6 hours:\n${href}\n\nIf not, ignore this e-mail; your password stays as it is.`
        : `Reset your password within 6 hours: ${href}`,
    data: { token, link: href },
  };
}

export function unlockInstructions(
  webUrl: string,
  channel: Channel,
  to: string,
  token: string,
): Message {
  const href = link(webUrl, '/', { unlock_token: token }, 'unlock');
  return {
    channel,
    to,
    template: 'unlock_instructions',
    subject: 'Unlock your account',
    body:
      channel === 'email'
        ? `Your account was locked after too many failed sign-in attempts.\n\nUnlock it here:\n${href}`
        : `Your account was locked. Unlock it: ${href}`,
    data: { token, link: href },
  };
}

export function phoneVerificationCode(to: string, code: string): Message {
  return {
    channel: 'sms',
    to,
    template: 'phone_verification_code',
    subject: 'Verification code',
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    data: { code },
  };
}
