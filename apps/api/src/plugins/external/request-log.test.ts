import fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log';

async function loggedRequest(level: 'info' | 'debug'): Promise<{ level: number; msg: string }[]> {
  const lines: { level: number; msg: string }[] = [];
  const app = fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new RequestLogController(),
  });
  app.get('/ok', async (request) => {
    request.log.warn('something to notice');
    return { ok: true };
  });
  await app.inject({ method: 'GET', url: '/ok' });
  await app.close();
  return lines;
}

describe('request lines stay out of the default log level', () => {
  it('at info, only what a route says is logged', async () => {
    const messages = (await loggedRequest('info')).map((line) => line.msg);
    expect(messages).toContain('something to notice');
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
  });

  it('at debug, each request has its incoming and completed lines', async () => {
    const lines = await loggedRequest('debug');
    const requestLines = lines.filter(
      (line) => line.msg.startsWith('in') || line.msg.startsWith('request'),
    );
    expect(requestLines.map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', 20],
      ['request completed', 20],
    ]);
  });
});
