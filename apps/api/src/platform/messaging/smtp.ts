// A minimal SMTP client over node:net/tls: EHLO, STARTTLS when offered, AUTH PLAIN, one message.
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 10_000;

/** Reads SMTP replies (possibly multi-line: "250-…" then "250 …") off a socket. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: Error | null = null;
  private rejecter: ((error: Error) => void) | null = null;

  constructor(public socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timeout')));
    socket.on('data', (chunk: string) => this.feed(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  private fail(error: Error) {
    this.failed ??= error;
    this.rejecter?.(error);
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      this.lines.push(line);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) this.complete();
    }
  }

  private complete() {
    const lines = this.lines.splice(0);
    const code = Number(lines.at(-1)!.slice(0, 3));
    const reply = { code, text: lines.map((l) => l.slice(4)).join('\n') };
    const waiting = this.waiting;
    this.waiting = null;
    this.rejecter = null;
    waiting?.(reply);
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.rejecter = reject;
    });
  }

  /** Detaches from the plain socket before STARTTLS wraps it. */
  detach() {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('error');
    this.socket.removeAllListeners('close');
    this.socket.setTimeout(0);
  }
}

async function command(reader: ReplyReader, line: string | null, expect: number[]) {
  const reply = reader.next();
  if (line !== null) reader.socket.write(`${line}\r\n`);
  const { code, text } = await reply;
  if (!expect.includes(code))
    throw new Error(`SMTP ${code} after ${line?.split(' ')[0] ?? 'greeting'}: ${text}`);
  return text;
}

function connect(url: URL): Promise<net.Socket> {
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  return new Promise((resolve, reject) => {
    const socket = implicitTls
      ? tls.connect({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
      : net.connect({ host: url.hostname, port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Headers plus a dot-stuffed UTF-8 body. */
export function formatMessage(message: MailMessage, date = new Date()): string {
  const domain = message.from.split('@')[1]?.replace(/>.*$/, '') ?? 'localhost';
  const subject = /^[\x20-\x7e]*$/.test(message.subject)
    ? message.subject
    : `=?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`;
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n.`;
}

const address = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value;

/** Sends one message through the server of an smtp:// or smtps:// URL (user:password@ for AUTH). */
export async function sendMail(url: URL, message: MailMessage): Promise<void> {
  let socket = await connect(url);
  const reader = new ReplyReader(socket);
  try {
    await command(reader, null, [220]);
    const hello = `EHLO ${os.hostname() || 'localhost'}`;
    const features = await command(reader, hello, [250]);
    if (url.protocol === 'smtp:' && /^STARTTLS$/im.test(features)) {
      await command(reader, 'STARTTLS', [220]);
      reader.detach();
      socket = await new Promise<net.Socket>((resolve, reject) => {
        const secure = tls.connect({ socket, servername: url.hostname }, () => resolve(secure));
        secure.once('error', reject);
      });
      reader.attach(socket);
      await command(reader, hello, [250]);
    }
    if (url.username) {
      const user = decodeURIComponent(url.username);
      const password = decodeURIComponent(url.password);
      const plain = Buffer.from(`\0${user}\0${password}`).toString('base64');
      await command(reader, `AUTH PLAIN ${plain}`, [235]);
    }
    await command(reader, `MAIL FROM:<${address(message.from)}>`, [250]);
    await command(reader, `RCPT TO:<${address(message.to)}>`, [250, 251]);
    await command(reader, 'DATA', [354]);
    await command(reader, formatMessage(message), [250]);
    await command(reader, 'QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
