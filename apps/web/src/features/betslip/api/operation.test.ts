import { describe, expect, it } from 'vitest';
import { ClientApiError } from '@/lib/api/client';
import { isUnanswered, operationDeadlineMs } from './operation';

describe('calls that wait the live bet delay get it plus a margin', () => {
  it('gives the delay plus 10 s, and 10 s without a delay', () => {
    expect(operationDeadlineMs(6000)).toBe(16_000);
    expect(operationDeadlineMs(0)).toBe(10_000);
  });

  it('tells a call left without an answer (deadline, network) from an answer', () => {
    expect(isUnanswered(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isUnanswered(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnanswered(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isUnanswered(new ClientApiError(422, 'CASHOUT_UNAVAILABLE', 'x'))).toBe(false);
  });
});
