// A placement request's fingerprint, kept with its idempotency key to tell a replay from reuse.
import { createHash } from 'node:crypto';
import type { PlaceBetsBody } from '@sportsbook/contracts';

/** JSON with object keys sorted, so equal requests read the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the request as validated: defaults applied, unknown fields dropped. */
export const placementHash = (body: PlaceBetsBody): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');
