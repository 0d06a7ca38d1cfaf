import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendMail } from './smtp';

/** A tiny SMTP server that records the conversation. */
function fakeSmtpServer(options: { rejectRecipient?: boolean } = {}) {
  const lines: string[] = [];
  let data = '';
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        lines.push(line);
        if (line.startsWith('EHLO'))
          socket.write('250-fake\r\n250-AUTH PLAIN\r\n250 SIZE 1000000\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line.startsWith('MAIL FROM')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT TO'))
          socket.write(options.rejectRecipient ? '550 no such user\r\n' : '250 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 unknown\r\n');
      }
    });
  });
  return new Promise<{ port: number; lines: string[]; data: () => string; close: () => void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        resolve({ port, lines, data: () => data, close: () => server.close() });
      }),
  );
}

describe('sending e-mail by SMTP', () => {
  let close = () => {};
  afterEach(() => close());

  it('authenticates and sends one message', async () => {
    const server = await fakeSmtpServer();
    close = server.close;
    await sendMail(new URL(`smtp://mailer:p%40ss@127.0.0.1:${server.port}`), {
      from: 'Sportsbook <no-reply@example.com>',
      to: 'player@example.com',
      subject: 'Confirm your account',
      text: 'Hello\n.leading dot',
    });
    expect(server.lines[0]).toMatch(/^EHLO /);
    expect(server.lines).toContain(
      `AUTH PLAIN ${Buffer.from('\0mailer\0p@ss').toString('base64')}`,
    );
    expect(server.lines).toContain('MAIL FROM:<no-reply@example.com>');
    expect(server.lines).toContain('RCPT TO:<player@example.com>');
    expect(server.lines).toContain('DATA');
    expect(server.data()).toContain('Subject: Confirm your account');
    expect(server.data()).toContain('\n..leading dot');
  });

  it('fails with the server reply when a command is refused', async () => {
    const server = await fakeSmtpServer({ rejectRecipient: true });
    close = server.close;
    const send = sendMail(new URL(`smtp://127.0.0.1:${server.port}`), {
      from: 'a@example.com',
      to: 'nobody@example.com',
      subject: 'x',
      text: 'y',
    });
    await expect(send).rejects.toThrow(/550 no such user/);
  });

  it('encodes non-ASCII subjects', async () => {
    const server = await fakeSmtpServer();
    close = server.close;
    await sendMail(new URL(`smtp://127.0.0.1:${server.port}`), {
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Bestätigung',
      text: 'x',
    });
    const subject = /^Subject: (.*)$/m.exec(server.data())?.[1] ?? '';
    expect(subject).toMatch(/^=\?UTF-8\?[BQ]\?.+\?=$/i);
    expect(subject).not.toContain('ä');
  });
});
