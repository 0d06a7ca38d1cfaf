import { describe, expect, it } from 'vitest';
import { canonicalJson, placementHash } from './request-hash';

describe('the fingerprint of a placement request', () => {
  const body = {
    meta: { device_id: 'd', quick: false, type: 'regular' as const },
    bets: [
      {
        stake: { value: 100, currency: 'EUR' },
        selections: [{ match_id: 1, market_id: 2, specifier: '', outcome_id: '1', odds: 1.5 }],
      },
    ],
  };

  it('is the same whatever the order of keys, and skips absent fields', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, b: null }] })).toBe(
      '{"a":[{"b":null,"d":2}],"b":1}',
    );
    const reordered = {
      bets: [{ selections: body.bets[0]!.selections, stake: { currency: 'EUR', value: 100 } }],
      meta: { type: 'regular' as const, quick: false, device_id: 'd' },
    };
    expect(placementHash(reordered)).toBe(placementHash(body));
  });

  it('differs when anything the player asked for differs', () => {
    const other = structuredClone(body);
    other.bets[0]!.stake.value = 101;
    expect(placementHash(other)).not.toBe(placementHash(body));
    expect(placementHash(body)).toMatch(/^[0-9a-f]{64}$/);
  });
});
