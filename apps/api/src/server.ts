// Process entry: validate config, open and migrate the database, start the API, stop cleanly.
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isConnectionError } from './db/connection-errors';
import { SiteConfigError } from './site/site-config';

type ProcessLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'fatal'>;

/** Process-level failures go to stderr until the app's logger exists. */
let processLog: ProcessLog = {
  info: (fields: object, message?: string) => console.log(message, fields),
  warn: (fields: object, message?: string) => console.warn(message, fields),
  error: (fields: object, message?: string) => console.error(message, fields),
  fatal: (fields: object, message?: string) => console.error(message, fields),
} as ProcessLog;

/**
 * No rejection or error event nobody handled may end the process: a dropped connection
 * surfaces this way, and the API must outlive it. A rejection is logged and the process keeps
 * serving. An uncaught exception that is a lost connection is logged the same way; any other
 * is a defect that may have left state half-changed, so the process logs it and exits non-zero
 * for its supervisor (`npm start`, the orchestrator) to start a clean one (docs/decisions.md).
 */
function guardProcess(): void {
  process.on('unhandledRejection', (reason) => {
    processLog.error({ err: reason }, 'unhandled rejection; the process keeps running');
  });
  process.on('uncaughtException', (error, origin) => {
    if (isConnectionError(error)) {
      processLog.error(
        { err: error, origin },
        'lost connection nobody handled; the process keeps running',
      );
      return;
    }
    processLog.fatal({ err: error, origin }, 'uncaught exception; exiting for a clean restart');
    process.exit(1);
  });
}

/** Human-readable lines for a terminal, JSON lines (the logger's default) for everything else. */
function logStreamFor(format: Config['LOG_FORMAT']): DestinationStream | undefined {
  const forHumans = format === 'pretty' || (format === 'auto' && process.stdout.isTTY);
  if (!forHumans) return undefined;
  return pretty({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    // The last line before an exit must reach the terminal.
    sync: true,
  });
}

// How long start-up waits for a database that is not reachable yet (starting alongside the API).
const DATABASE_WAIT_MS = 60_000;
const DATABASE_RETRY_MS = 2_000;

/** Migrates, waiting for a database that refuses connections for up to DATABASE_WAIT_MS. */
async function migrateWhenReachable(database: DatabaseHandle): Promise<void> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    try {
      await database.migrate();
      return;
    } catch (error) {
      if (!isConnectionError(error) || Date.now() > deadline) throw error;
      processLog.warn({ reason: (error as Error).message }, 'database not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
    }
  }
}

async function main(): Promise<void> {
  guardProcess();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
  });
  await migrateWhenReachable(database);

  let app;
  try {
    const logStream = logStreamFor(config.LOG_FORMAT);
    app = await buildApp({ config, database, ...(logStream ? { logStream } : {}) });
  } catch (error) {
    // A site configuration that does not parse says which fields, not a stack trace.
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(78);
  }
  processLog = app.log;
  // The database closes after the app: the feed's last flush (an onClose hook) still writes.
  const close = async () => {
    await app.close();
    await database.close();
  };

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    try {
      await close();
    } catch (error) {
      // The database may be the reason for stopping; the process ends either way.
      app.log.warn({ err: error }, 'closing did not finish cleanly');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ host: config.API_HOST, port: config.API_PORT });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `API port ${config.API_PORT} is already in use; stop the other process or set API_PORT.`,
      );
    } else {
      console.error(error);
    }
    await close();
    process.exit(1);
  }
}

// A failed start-up ends the process non-zero; the rejection handler above would otherwise keep
// a process alive that serves nothing.
main().catch((error: unknown) => {
  processLog.fatal({ err: error }, 'the API could not start');
  process.exit(1);
});
