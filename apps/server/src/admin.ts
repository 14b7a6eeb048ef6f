import { CliError, parseArgs, runCommand, USAGE } from './admin/cli.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { describeDatabase, migrateDatabase } from './db/migrator.ts';

// `npm run admin -- <command>`: operator tasks (set a tier without Stripe, list users, export training
// data). Exit 0 when done, 1 when the command failed, 2 on bad usage. See docs/decisions/0061.

let command: ReturnType<typeof parseArgs>;
try {
  command = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof CliError ? error.exitCode : 2);
}
if (command.name === 'help') {
  console.log(USAGE);
  process.exit(0);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

try {
  await migrateDatabase(config.database);
} catch (error) {
  console.error(
    `Could not migrate ${describeDatabase(config.database)}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const store = createDb(config.database);
let exitCode = 0;
try {
  await runCommand(store.db, command, { out: (line) => console.log(line) });
} catch (error) {
  console.error(
    error instanceof CliError
      ? error.message
      : `Failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  exitCode = error instanceof CliError ? error.exitCode : 1;
} finally {
  await store.destroy();
}
process.exit(exitCode);
