// What the fault suites share around their tests: a new deployment (database and API) per test,
// torn down after it, site-config variants written into its data directory, and the feed's
// development control that plays a live match to its end.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { createDataDir, killAll, removeDataDir, startApi, type ApiProcess } from './api-process';
import { adminUrl, createFaultDatabase, SKIP_MESSAGE, sleep, type FaultDatabase } from './harness';
import { newPlayer, type Player } from './players';

if (!adminUrl) console.warn(SKIP_MESSAGE);

/** A describe block that runs only when TEST_DATABASE_URL names a PostgreSQL server. */
export function describeOnPostgres(name: string, body: () => void): void {
  describe.skipIf(!adminUrl)(name, body);
}

const siteConfigPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../site-config.json',
);

/** site-config.json as parsed, for the suites to change what they test. */
type SiteConfigJson = ReturnType<typeof JSON.parse>;

export interface Deployment {
  database: FaultDatabase;
  api: ApiProcess;
}

/**
 * Registers the hooks of a describe block whose tests each start their own deployment: one data
 * directory for the block, a new database per test; after each test every API process is killed
 * and the database dropped.
 */
export function deploymentPerTest() {
  let dataDir = '';
  let database: FaultDatabase | undefined;

  beforeAll(() => {
    dataDir = createDataDir();
  });
  afterEach(async () => {
    await killAll();
    await database?.dispose();
    database = undefined;
  });
  afterAll(() => removeDataDir(dataDir));

  return {
    /** The block's data directory (site-config variants are written there). */
    get dataDir(): string {
      return dataDir;
    },
    /** The database of the running test. */
    get database(): FaultDatabase {
      if (!database) throw new Error('no deployment started in this test');
      return database;
    },
    /** A new database and an API on it, with `env` over the harness defaults. */
    async start(env?: Record<string, string>): Promise<Deployment> {
      database = await createFaultDatabase();
      const api = await startApi({ database, dataDir, env });
      return { database, api };
    },
  };
}

/**
 * Registers the hooks of a describe block whose tests share one deployment and one funded player;
 * a test that restarts the API puts the new process in `api`.
 */
export function deploymentPerSuite(env: Record<string, string>) {
  const suite = {} as Deployment & { player: Player };
  beforeAll(async () => {
    suite.database = await createFaultDatabase();
    suite.api = await startApi({ database: suite.database, env });
    suite.player = await newPlayer(suite.api, 1_000_000);
  });
  afterAll(async () => {
    await killAll();
    await suite.database?.dispose();
  });
  return suite;
}

/**
 * The repository's site-config.json changed by `edit`, written as `name` into `dataDir`; its path,
 * for SITE_CONFIG_FILE.
 */
export function siteConfigVariant(
  dataDir: string,
  name: string,
  edit: (config: SiteConfigJson) => void,
): string {
  const config: SiteConfigJson = JSON.parse(readFileSync(siteConfigPath, 'utf8'));
  edit(config);
  const file = path.join(dataDir, `site-config.${name}.json`);
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/** Plays a live match to its end on the feed leader (an instance taking over may not lead yet). */
export async function finishMatch(player: Player, matchId: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await player.post(`/api/sb/dev/feed/matches/${matchId}/finish`);
    if (res.status === 200) return;
    if (res.json?.code !== 'FEED_NOT_LEADER') {
      throw new Error(`finish answered ${res.status}: ${JSON.stringify(res.json)}`);
    }
    await sleep(200);
  }
  throw new Error('no instance took the feed over');
}
