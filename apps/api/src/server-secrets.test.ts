import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEV_REALTIME_API_KEY, DEV_REALTIME_TOKEN_SECRET, SECRETS_FILE } from './server-secrets';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

function configErrorOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('server secrets: never a public default in production', () => {
  it('development and tests run on the development values unless told otherwise', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.REALTIME_TOKEN_SECRET).toBe(DEV_REALTIME_TOKEN_SECRET);
    expect(config.REALTIME_API_KEY).toBe(DEV_REALTIME_API_KEY);
    expect(loadConfig({ NODE_ENV: 'test', REALTIME_API_KEY: 'a-test-key' }).REALTIME_API_KEY).toBe(
      'a-test-key',
    );
  });

  it('production without them generates them on first start, owner-only, and keeps them', () => {
    const DATA_DIR = path.join(dataDir(), 'nested');
    const first = production({ DATA_DIR });
    expect(first.REALTIME_TOKEN_SECRET).not.toBe(DEV_REALTIME_TOKEN_SECRET);
    expect(first.REALTIME_API_KEY).not.toBe(DEV_REALTIME_API_KEY);
    expect(first.REALTIME_TOKEN_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.REALTIME_API_KEY).not.toBe(first.REALTIME_TOKEN_SECRET);

    const file = path.join(DATA_DIR, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      REALTIME_TOKEN_SECRET: first.REALTIME_TOKEN_SECRET,
      REALTIME_API_KEY: first.REALTIME_API_KEY,
    });

    const restarted = production({ DATA_DIR });
    expect(restarted.REALTIME_TOKEN_SECRET).toBe(first.REALTIME_TOKEN_SECRET);
    expect(restarted.REALTIME_API_KEY).toBe(first.REALTIME_API_KEY);
  });

  it('a value from the environment wins and only the missing one is generated', () => {
    const DATA_DIR = dataDir();
    const config = production({ DATA_DIR, REALTIME_API_KEY: 'operator-chosen-key' });
    expect(config.REALTIME_API_KEY).toBe('operator-chosen-key');
    const stored = JSON.parse(readFileSync(path.join(DATA_DIR, SECRETS_FILE), 'utf8'));
    expect(stored).toEqual({ REALTIME_TOKEN_SECRET: config.REALTIME_TOKEN_SECRET });

    // A later start that no longer sets the key adds a generated one beside the kept secret.
    const later = production({ DATA_DIR });
    expect(later.REALTIME_TOKEN_SECRET).toBe(config.REALTIME_TOKEN_SECRET);
    expect(later.REALTIME_API_KEY).not.toBe(DEV_REALTIME_API_KEY);
  });

  it('a file others can read is made owner-only', () => {
    const DATA_DIR = dataDir();
    const file = path.join(DATA_DIR, SECRETS_FILE);
    production({ DATA_DIR });
    chmodSync(file, 0o644);
    production({ DATA_DIR });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses the development values outside development, naming them', () => {
    const message = configErrorOf(() =>
      production({
        DATA_DIR: dataDir(),
        REALTIME_TOKEN_SECRET: DEV_REALTIME_TOKEN_SECRET,
        REALTIME_API_KEY: DEV_REALTIME_API_KEY,
      }),
    );
    expect(message).toContain('REALTIME_TOKEN_SECRET: is the public development value');
    expect(message).toContain('REALTIME_API_KEY: is the public development value');
  });

  it('with several instances (DATABASE_URL) the environment must set them', () => {
    const message = configErrorOf(() =>
      production({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/sportsbook' }),
    );
    expect(message).toContain('REALTIME_TOKEN_SECRET: required in production with DATABASE_URL');
    expect(message).toContain('REALTIME_API_KEY: required in production with DATABASE_URL');
    const config = production({
      DATABASE_URL: 'postgres://db/sportsbook',
      REALTIME_TOKEN_SECRET: 'shared-by-every-instance',
      REALTIME_API_KEY: 'shared-key-too',
    });
    expect(config.REALTIME_API_KEY).toBe('shared-key-too');
  });

  it('with Centrifugo the token secret must be the one Centrifugo has', () => {
    const message = configErrorOf(() =>
      production({
        DATA_DIR: dataDir(),
        CENTRIFUGO_API_URL: 'http://centrifugo:8000/api',
        CENTRIFUGO_API_KEY: 'k',
      }),
    );
    expect(message).toContain('REALTIME_TOKEN_SECRET: required with CENTRIFUGO_API_URL');
  });

  it('a damaged secrets file stops the start with its path instead of replacing the secrets', () => {
    const DATA_DIR = dataDir();
    const file = path.join(DATA_DIR, SECRETS_FILE);
    writeFileSync(file, '{ not json', { mode: 0o600 });
    expect(configErrorOf(() => production({ DATA_DIR }))).toContain(`${file}: is not valid JSON`);
    writeFileSync(file, JSON.stringify({ REALTIME_TOKEN_SECRET: DEV_REALTIME_TOKEN_SECRET }));
    expect(configErrorOf(() => production({ DATA_DIR }))).toContain(
      'REALTIME_TOKEN_SECRET is not a usable secret',
    );
  });
});
