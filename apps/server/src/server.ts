import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { describeDatabase, migrateDatabase } from './db/migrator.ts';
import { runServer } from './lifecycle.ts';

// Stack traces in the log point at src/ lines, not at the bundle.
process.setSourceMapsEnabled(true);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = buildApp(config);

if (config.database.kind === 'postgres' && config.sessionSecretSource === 'file') {
  app.log.warn(
    'SESSION_SECRET is not set: using the secret in DATA_DIR. Every instance behind a load balancer must share one SESSION_SECRET.',
  );
}

// Migrations run before listening, so /readyz only turns 200 on a current schema.
// Concurrent starts are safe: the migrator locks (see db/migrator.ts).
try {
  const applied = await migrateDatabase(config.database);
  app.log.info({ applied, store: describeDatabase(config.database) }, 'database schema is up to date');
} catch (error) {
  app.log.fatal({ err: error, store: describeDatabase(config.database) }, 'database migration failed');
  await app.close().catch(() => {});
  process.exit(1);
}

await runServer(app, config);
