// Sends one e-mail through an SMTP server with nodemailer (STARTTLS when offered, AUTH from the URL).
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends one message through the server of an smtp:// (587, STARTTLS when the server offers it)
 * or smtps:// (465, TLS from the start) URL; user:password@ in the URL authenticates.
 */
export async function sendMail(url: URL, message: MailMessage): Promise<void> {
  const implicitTls = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''), // an IPv6 literal comes in brackets
    port: Number(url.port) || (implicitTls ? 465 : 587),
    secure: implicitTls,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
