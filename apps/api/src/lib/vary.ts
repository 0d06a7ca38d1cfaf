// Adds request headers to an answer's Vary, keeping those already named (CORS names Origin).
import type { FastifyReply } from 'fastify';
import vary from 'vary';
import { BoundedMap } from './bounded-map';

/** Vary values come from the server's own code, so few: each combination is worked out once. */
const combined = new BoundedMap<string, string>(64);

export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const header = reply.getHeader('vary');
  const current = Array.isArray(header) ? header.join(', ') : String(header ?? '');
  const key = `${current}\n${fields.join(',')}`;
  let value = combined.get(key);
  if (value === undefined) {
    value = fields.reduce((sum, field) => vary.append(sum, field), current);
    combined.set(key, value);
  }
  reply.header('vary', value);
}
