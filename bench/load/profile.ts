import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, createStore, startRiffmate } from './processes.ts';
import { concurrentStreams } from './streams.ts';
import { benchUser, seedChats } from './users.ts';

// Profiles one scenario of the load benchmark: the built server runs with `node --cpu-prof`, the
// scenario runs, the server stops and the profile is summarised (self and inclusive time per function).
// npx tsx bench/load/profile.ts --scenario chats|me|streams [--seconds 8] [--store sqlite|postgres] [--users 20]
// Each autocannon scenario also prints the server's CPU time per request (steadier than req/s on a
// shared machine). `--scenario chats,me --runs 3 --no-profile` measures several times in one server
// run, without the profiler's own overhead.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

/** Self time and inclusive time per function (by name and file:line), as shares of all samples. */
export function summarise(profile: CpuProfile, top = 30, lastSeconds = Number.POSITIVE_INFINITY): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  // Only the samples of the last `lastSeconds` (the measured load, not start-up and seeding).
  const from = profile.endTime - lastSeconds * 1e6;
  let at = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const label = (node: ProfileNode) => {
    const file = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '');
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
  };
  const selfBy = new Map<string, number>();
  const inclusiveBy = new Map<string, number>();
  for (const [id, time] of self) {
    const node = byId.get(id)!;
    selfBy.set(label(node), (selfBy.get(label(node)) ?? 0) + time);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const name = label(byId.get(up)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusiveBy.set(name, (inclusiveBy.get(name) ?? 0) + time);
    }
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return `self time:\n${list(selfBy)}\n\ninclusive time:\n${list(inclusiveBy)}`;
}

if (process.argv[1]?.endsWith('profile.ts')) {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'chats' },
      seconds: { type: 'string', default: '8' },
      store: { type: 'string', default: 'sqlite' },
      concurrency: { type: 'string', default: '200' },
      runs: { type: 'string', default: '1' },
      users: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '2' },
      'no-profile': { type: 'boolean', default: false },
      // More Node flags for the server, e.g. `--node-args=--max-semi-space-size=32`.
      'node-args': { type: 'string', default: '' },
    },
  });
  const kind = values.store === 'postgres' ? 'postgres' : 'sqlite';
  const store = await createStore(kind, process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
  const dir = mkdtempSync(join(tmpdir(), 'riffmate-profile-'));
  const profiling = !values['no-profile'];
  const nodeArgs = values['node-args'] ? values['node-args'].split(' ') : [];
  const server = await startRiffmate(store, { nodeArgs, ...(profiling ? { cpuProfDir: dir } : {}) });
  try {
    const session = await benchUser(server, store, `profile-${Date.now().toString(36)}@bench.example`);
    if (values.scenario === 'streams') {
      const streamers = [session];
      for (let index = 1; index < Number(values.users); index += 1) {
        streamers.push(
          await benchUser(server, store, `profile-${index}-${Date.now().toString(36)}@bench.example`),
        );
      }
      const result = await concurrentStreams(streamers, Number(values.concurrency), 2);
      console.log(result);
    } else {
      await seedChats(session, 50);
      const run = (path: string, duration: number) =>
        autocannon({ url: `${server.url}${path}`, headers: session.headers(), connections: 10, duration });
      const scenarios = (values.scenario ?? 'chats').split(',');
      for (let round = 0; round < Number(values.runs); round += 1) {
        for (const scenario of scenarios) {
          const path = scenario === 'me' ? '/auth/me' : '/api/chats';
          if (round === 0 && Number(values.warmup) > 0) await run(path, Number(values.warmup));
          const cpuBefore = cpuMs(server.pid);
          const result = await run(path, Number(values.seconds));
          const cpuUs = ((cpuMs(server.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
          console.log(
            `${path}: ${Math.round(result.requests.total / result.duration)} req/s, ${Math.round(cpuUs)} µs CPU/req, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
          );
        }
      }
    }
  } finally {
    await server.stop();
    await store.drop();
  }
  if (profiling) {
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written to ${dir}`);
    console.log(`profile: ${join(dir, file)}\n`);
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    console.log(summarise(profile, 40, Number(values.seconds)));
  }
}
