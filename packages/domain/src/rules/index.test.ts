// Tests: the rules barrel exposes every rule.
import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('rules index', () => {
  it('re-exports the display, input and error-code rules', () => {
    expect(typeof rules.tennisPointDisplay).toBe('function');
    expect(typeof rules.isValidSearchQuery).toBe('function');
    expect(typeof rules.placeBetErrorMessageId).toBe('function');
  });
});
