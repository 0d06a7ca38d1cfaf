// Server-side calls to the API: one origin, a 5 s timeout, responses parsed by the shared contracts.
import 'server-only';
import type { z } from 'zod';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
export const REQUEST_TIMEOUT_MS = 5000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`API answered ${status} ${code}`);
  }
}

/** `cookie` forwards the visitor's session for the few reads that depend on who asks. */
export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: { cookie?: string } = {},
): Promise<z.infer<T>> {
  const res = await fetch(`${API_ORIGIN}${path}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { accept: 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    throw new ApiError(res.status, body.code ?? 'UNKNOWN');
  }
  return schema.parse(await res.json());
}
