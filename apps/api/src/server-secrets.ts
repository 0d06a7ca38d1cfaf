// The API's own secrets: from the environment, else generated once into the data directory.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Development values of the real-time secrets. They are public, so production refuses them. */
export const DEV_REALTIME_TOKEN_SECRET = 'sportsbook-development-realtime-secret';
export const DEV_REALTIME_API_KEY = 'sportsbook-development-api-key';

const SECRETS = {
  /** HMAC key of real-time tokens (HS256); the same as Centrifugo's token_hmac_secret_key. */
  REALTIME_TOKEN_SECRET: { development: DEV_REALTIME_TOKEN_SECRET, minLength: 16 },
  /** Key of the server API at /api/realtime/* (X-API-Key). */
  REALTIME_API_KEY: { development: DEV_REALTIME_API_KEY, minLength: 8 },
} as const;

export type ServerSecretName = keyof typeof SECRETS;
export type ServerSecrets = Record<ServerSecretName, string>;
const SERVER_SECRET_NAMES = Object.keys(SECRETS) as ServerSecretName[];

/** Where generated secrets are kept, owner-only, in the data directory. */
export const SECRETS_FILE = 'secrets.json';

export interface SecretsInput extends Partial<ServerSecrets> {
  NODE_ENV: 'development' | 'production' | 'test';
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  CENTRIFUGO_API_URL?: string | undefined;
}

export type SecretsResolution =
  { ok: true; secrets: ServerSecrets } | { ok: false; problems: string[] };

const newSecret = () => randomBytes(32).toString('base64url');

const isUsable = (name: ServerSecretName, value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= SECRETS[name].minLength &&
  value !== SECRETS[name].development;

/**
 * Development and tests run on the public development values unless told otherwise. Production
 * refuses them, takes what the environment sets and generates the rest on first start into
 * DATA_DIR/secrets.json. Several instances (DATABASE_URL) must share their secrets, which a
 * file on one machine cannot do, so there the environment must set them.
 */
export function resolveServerSecrets(input: SecretsInput): SecretsResolution {
  if (input.NODE_ENV !== 'production') {
    const secrets = {} as ServerSecrets;
    for (const name of SERVER_SECRET_NAMES)
      secrets[name] = input[name] ?? SECRETS[name].development;
    return { ok: true, secrets };
  }
  const problems: string[] = [];
  for (const name of SERVER_SECRET_NAMES) {
    if (input[name] === SECRETS[name].development) {
      problems.push(
        `  ${name}: is the public development value; set a secret of your own, or unset it to have one generated`,
      );
    }
  }
  const missing = SERVER_SECRET_NAMES.filter((name) => input[name] === undefined);
  if (input.CENTRIFUGO_API_URL && missing.includes('REALTIME_TOKEN_SECRET')) {
    problems.push(
      '  REALTIME_TOKEN_SECRET: required with CENTRIFUGO_API_URL (Centrifugo’s token_hmac_secret_key)',
    );
  } else if (input.DATABASE_URL) {
    for (const name of missing) {
      problems.push(
        `  ${name}: required in production with DATABASE_URL: every API instance must share it`,
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const secrets = {} as ServerSecrets;
  for (const name of SERVER_SECRET_NAMES) {
    const value = input[name];
    if (value !== undefined) secrets[name] = value;
  }
  if (missing.length === 0) return { ok: true, secrets };
  const file = path.join(input.DATA_DIR, SECRETS_FILE);
  try {
    return { ok: true, secrets: { ...secrets, ...storedSecrets(file, missing) } };
  } catch (error) {
    return { ok: false, problems: [`  ${file}: ${(error as Error).message}`] };
  }
}

function readStored(file: string): Record<string, unknown> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('is not valid JSON; fix or remove it');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('is not a JSON object; fix or remove it');
  }
  return parsed as Record<string, unknown>;
}

/** Writes a new file next to the target with owner-only permissions; returns its path. */
function writeTemporary(file: string, content: Record<string, unknown>): string {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return temporary;
}

/**
 * The stored values of `names`, generating those the file lacks. A new file appears whole or
 * not at all (written aside, then hard-linked into place, which fails if another process got
 * there first: then its values are used), so instances starting together agree.
 */
function storedSecrets(file: string, names: ServerSecretName[]): Partial<ServerSecrets> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = readStored(file);
    const found: Partial<ServerSecrets> = {};
    for (const name of names) {
      const value = stored?.[name];
      if (value === undefined) continue;
      if (!isUsable(name, value))
        throw new Error(`${name} is not a usable secret; fix or remove it`);
      found[name] = value;
    }
    const lacking = names.filter((name) => found[name] === undefined);
    if (stored && lacking.length === 0) {
      // Whatever created the file, only its owner may read it.
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return found;
    }
    const next: Record<string, unknown> = { ...stored };
    for (const name of lacking) next[name] = newSecret();
    const temporary = writeTemporary(file, next);
    if (stored) {
      // Secrets added to an existing file (a newer version needs one more): replace it whole.
      renameSync(temporary, file);
      continue;
    }
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  throw new Error('could not be written; check the data directory');
}
