// Process entry: validate config, open and migrate the database, start the API, stop cleanly.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { SiteConfigError } from './site/site-config';

async function main(): Promise<void> {
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
  await database.migrate();

  let app;
  try {
    app = await buildApp({ config, database });
  } catch (error) {
    // A site configuration that does not parse says which fields, not a stack trace.
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(78);
  }
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
    await close();
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

void main();
