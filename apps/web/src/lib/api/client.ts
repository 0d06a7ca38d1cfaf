'use client';
// Browser calls to the API through the web origin: app header, cookies, a 5 s timeout, parsed replies.
import type { z } from 'zod';

export const REQUEST_TIMEOUT_MS = 5000;

export class ClientApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageId: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(`${status} ${code}`);
  }
}

export async function apiFetch<T extends z.ZodType>(
  path: string,
  schema: T,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  const signals = [AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(init.signal ? [init.signal] : [])];
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      'X-App': 'sportsbook',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: AbortSignal.any(signals),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      data?: Record<string, unknown>;
    };
    throw new ClientApiError(
      res.status,
      body.code ?? 'UNKNOWN',
      body.message ?? 'global-error.default.title',
      body.data,
    );
  }
  return schema.parse(await res.json());
}
