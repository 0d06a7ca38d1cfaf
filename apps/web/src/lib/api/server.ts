// Server-side calls to the API: one origin, a 5 s timeout, responses parsed by the shared contracts.
import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
const REQUEST_TIMEOUT_MS = 5000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`API answered ${status} ${code}`);
  }
}

/**
 * The visitor's address as server.mjs told it, so the API counts a page's reads against the
 * visitor and not against the web tier that every visitor's pages share.
 */
async function visitorAddress(): Promise<Record<string, string>> {
  try {
    const address = (await headers()).get('x-forwarded-for');
    return address ? { 'x-forwarded-for': address } : {};
  } catch (error) {
    unstable_rethrow(error); // Next.js's own signals (this render is dynamic) must go through
    return {}; // outside a request (a build step): the web tier asks for itself
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
    headers: {
      accept: 'application/json',
      ...(await visitorAddress()),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    throw new ApiError(res.status, body.code ?? 'UNKNOWN');
  }
  return schema.parse(await res.json());
}
