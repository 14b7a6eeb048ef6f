import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@riffmate/test-support/free-port';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = join(root, 'apps/server/dist/server.js');
const ADMIN_ENTRY = join(root, 'apps/server/dist/admin.js');
const BARE_ENTRY = join(import.meta.dirname, 'bare-server.ts');
/** The Node flags of `npm run serve` (package.json): the server is measured as it runs in production. */
export const SERVE_FLAGS: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  .scripts.serve.split(' ')
  .filter((word: string) => word.startsWith('--'));

export interface Child {
  url: string;
  pid: number;
  /** SIGTERM, then wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** What the child wrote (LOG_LEVEL=warn: warnings and errors only), without `--trace-gc` lines. */
  stderr(): string;
  /** Live heap (MiB) after each full GC so far, with when the line arrived (`performance.now()`). */
  fullGcs(): { atMs: number; heapMiB: number }[];
}

export interface StoreUnderTest {
  kind: 'sqlite' | 'postgres';
  /** DATABASE_URL for PostgreSQL (a throw-away database); unset for SQLite. */
  databaseUrl?: string;
  /** Drops the throw-away database / data directory. */
  drop(): Promise<void>;
  dataDir: string;
}

/** A temp DATA_DIR and, for PostgreSQL, a fresh database on the server of `adminUrl`. */
export async function createStore(kind: 'sqlite' | 'postgres', adminUrl?: string): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), `riffmate-bench-${kind}-`));
  if (kind === 'sqlite') {
    return { kind, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!adminUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = `riffmate_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The environment of the server under test: production-like, quiet log, limiter scaled out of the way. */
export function serverEnv(store: StoreUnderTest, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: store.dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Every allowance ×1000 (the maximum): the per-user chat burst becomes 10,000 a minute.
    RATE_LIMIT_SCALE: '1000',
    // The bench users get the pro tier (admin CLI) with a quota the streams cannot use up.
    QUOTA_PRO: '1000000',
    ASSISTANT_MODEL: 'builtin',
  };
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  return env;
}

/** Same environment (DATA_DIR, DATABASE_URL) as the server: `node apps/server/dist/admin.js …`. */
export async function runAdmin(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const entry =
    process.env.BENCH_FROM_SOURCE === '1'
      ? ['--import', 'tsx', join(root, 'apps/server/src/admin.ts')]
      : [ADMIN_ENTRY];
  const { stdout } = await promisify(execFile)(process.execPath, [...entry, ...args], { env, cwd: root });
  return stdout;
}

/**
 * BENCH_PIN=1: the server under test runs on the last CPU and this process (the load generator)
 * on the others (`taskset`), so that neither preempts the other when a response wakes the client.
 * Off by default: on these 2-core VMs it did not make the figures steadier (docs/benchmarks.md).
 */
export const PINNED =
  process.env.BENCH_PIN === '1' && availableParallelism() >= 2 && existsSync('/usr/bin/taskset');
let generatorPinned = false;
function serverCommand(args: string[]): [string, string[]] {
  if (!PINNED) return [process.execPath, args];
  const serverCpu = availableParallelism() - 1;
  if (!generatorPinned) {
    generatorPinned = true;
    execFileSync('taskset', ['-a', '-p', '-c', `0-${serverCpu - 1}`, String(process.pid)]);
  }
  return ['taskset', ['-c', String(serverCpu), process.execPath, ...args]];
}

export interface StartOptions {
  /** `--cpu-prof` into this directory (written when the server exits). */
  cpuProfDir?: string;
  /** More Node flags for the server (`--trace-gc` when hunting memory growth). */
  nodeArgs?: string[];
}

/** `node apps/server/dist/server.js` in a child process; resolves once /readyz answers 200. */
export async function startRiffmate(store: StoreUnderTest, options: StartOptions = {}): Promise<Child> {
  // Development only: BENCH_FROM_SOURCE=1 runs apps/server/src through tsx, no build needed.
  const fromSource = process.env.BENCH_FROM_SOURCE === '1';
  if (!fromSource && !existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const args = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  // The soak judges memory by the live heap after full GCs (docs/decisions/0082).
  args.push(...SERVE_FLAGS, '--trace-gc', ...(options.nodeArgs ?? []));
  const entry = fromSource ? ['--import', 'tsx', join(root, 'apps/server/src/server.ts')] : [SERVER_ENTRY];
  const [command, commandArgs] = serverCommand([...args, ...entry]);
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: serverEnv(store, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return supervise(child, `http://127.0.0.1:${port}`, '/readyz');
}

/** The reference: a bare Fastify app with one JSON route, `GET /bare` → `{ items: [] }`. */
export async function startBare(): Promise<Child> {
  const port = await freePort();
  const [command, commandArgs] = serverCommand(['--import', 'tsx', BARE_ENTRY]);
  const child = spawn(command, commandArgs, {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port) },
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return supervise(child, `http://127.0.0.1:${port}`, '/bare');
}

async function supervise(child: ChildProcess, url: string, probe: string): Promise<Child> {
  let stderr = '';
  let stdout = '';
  let partial = '';
  const fullGcs: { atMs: number; heapMiB: number }[] = [];
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  // LOG_LEVEL=warn: pino writes warnings to stdout; keep them for the report. `--trace-gc` writes a
  // line per collection there too: keep only the live heap after each full GC (Mark-Compact).
  child.stdout?.on('data', (chunk) => {
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const gc = line.match(/ ms: Mark-Compact[^>]*-> ([\d.]+) \(/);
      if (gc) fullGcs.push({ atMs: performance.now(), heapMiB: Number(gc[1]) });
      else if (!/^\[\d+:0x[0-9a-f]+\]/.test(line)) stdout += `${line}\n`;
    }
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!alive) throw new Error(`${url}: the child exited before it was ready:\n${stdout}${stderr}`);
    try {
      const response = await fetch(`${url}${probe}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${url}: not ready after 30 s:\n${stdout}${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    pid: child.pid!,
    stderr: () => stdout + partial + stderr,
    fullGcs: () => [...fullGcs],
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident set size of a process in MiB, from /proc/<pid>/status (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** User + system CPU time the process has used so far, in ms (/proc/<pid>/stat, 100 ticks a second). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
