import { type Config, ConfigError, loadConfig } from './config.ts';
import { describeDatabase, migrateDatabase } from './db/migrator.ts';

// `npm run db:migrate`: applies pending migrations and exits; non-zero with a reason on failure.

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const where = describeDatabase(config.database);
try {
  const applied = await migrateDatabase(config.database);
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
      : `${where} is already up to date.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not migrate ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
