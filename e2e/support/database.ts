import pg from 'pg';

const SCHEMA_OPTION = /search_path=(e2e_[a-z0-9_]+)/;

/** Creates a fresh schema for one e2e run and returns a URL whose connections use it. */
export async function createE2eSchema(baseUrl: string): Promise<string> {
  const schema = `e2e_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Drops the schema that `createE2eSchema` made for this URL. */
export async function dropE2eSchema(url: string): Promise<void> {
  const schema = new URL(url).searchParams.get('options')?.match(SCHEMA_OPTION)?.[1];
  if (!schema) return;
  const base = new URL(url);
  base.searchParams.delete('options');
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
