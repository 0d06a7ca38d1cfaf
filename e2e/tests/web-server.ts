// A second web tier of the product for tests that need other settings than the suite's own: the
// web app's server.mjs on a free port, in front of the suite's API.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { API_URL } from './helpers';

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUp(context: APIRequestContext, url: string) {
  await expect
    .poll(async () => (await context.get(url).catch(() => null))?.status() ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
}

export interface WebServer {
  /** Its origin, `http://127.0.0.1:<port>`. */
  base: string;
  stop(): void;
}

/**
 * Starts a production web server with `env` over this process's environment (a key set to
 * undefined is left out) and resolves once it serves /sports.
 */
export async function startWebServer(
  env: Record<string, string | undefined> = {},
): Promise<WebServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    API_ORIGIN: API_URL,
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const web = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    cwd: path.resolve(import.meta.dirname, '../../apps/web'),
    env: merged,
    stdio: 'ignore',
  });
  const context = await request.newContext();
  await waitUp(context, `${base}/sports`);
  await context.dispose();
  return { base, stop: () => web.kill('SIGTERM') };
}
