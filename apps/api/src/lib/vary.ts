// Adds request headers to an answer's Vary, keeping those already named (CORS names Origin).
import type { FastifyReply } from 'fastify';
import vary from 'vary';

export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const current = reply.getHeader('vary');
  let value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  for (const field of fields) value = vary.append(value, field);
  reply.header('vary', value);
}
