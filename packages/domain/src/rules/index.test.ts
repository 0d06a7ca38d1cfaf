// Tests: the rules barrel exposes every rule.
import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('rules index', () => {
  it('re-exports the display, input and error-code rules', () => {
    expect(typeof rules.outrightTicketTitle).toBe('function');
    expect(typeof rules.parseCookieProvider).toBe('function');
    expect(typeof rules.placeBetErrorMessageId).toBe('function');
  });
});
