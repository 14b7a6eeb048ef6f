import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (rejects after `ms`). */
  exited(ms?: number): Promise<number | null>;
  /** Resolves with the first JSON log line whose msg starts with `text` (rejects after `ms`). */
  logLine(text: string, ms?: number): Promise<Record<string, unknown>>;
}

/** Runs a TypeScript entry of the server with tsx, in a clean environment plus `env`. */
export function spawnTs(entry: string, env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  // Each waiter returns true once satisfied, and is then dropped.
  const waiters = new Set<() => boolean>();
  child.stdout?.on('data', (chunk) => {
    out += chunk;
    for (const waiter of waiters) if (waiter()) waiters.delete(waiter);
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${what} within ${ms} ms\nstdout:\n${out}\nstderr:\n${err}`)), ms),
      ),
    ]);

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited: (ms = 15_000) => deadline(exit, ms, 'process did not exit'),
    logLine: (text, ms = 15_000) =>
      deadline(
        new Promise((resolve) => {
          const check = () => {
            for (const line of out.split('\n')) {
              if (!line.startsWith('{') || !line.endsWith('}')) continue;
              const entry = JSON.parse(line) as Record<string, unknown>;
              if (typeof entry.msg === 'string' && entry.msg.startsWith(text)) {
                resolve(entry);
                return true;
              }
            }
            return false;
          };
          if (!check()) waiters.add(check);
        }),
        ms,
        `no log line "${text}"`,
      ),
  };
}
