import { rmSync } from 'node:fs';
import { dropE2eSchema } from './database.ts';

/** Removes what the run made: its PostgreSQL schema and its data directory. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_DATABASE_URL) await dropE2eSchema(process.env.E2E_DATABASE_URL);
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
