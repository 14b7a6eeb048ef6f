import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createStore, runAdmin, serverEnv, startRiffmate } from './processes.ts';
import { onboardUser, seedChats } from './users.ts';

const main = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const all = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const store = await createStore('sqlite');
const server = await startRiffmate(store);
try {
  const s = await onboardUser(server.url, store.dataDir, 'p@bench.example');
  await runAdmin(serverEnv(store, 0), ['set-tier', 'p@bench.example', 'pro']);
  await seedChats(s, 50);
  for (const path of (process.argv[2] ?? '/healthz,/auth/me,/api/chats').split(',')) {
    await autocannon({ url: `${server.url}${path}`, headers: s.headers(), connections: 10, duration: 1 });
    const m0 = main(server.pid);
    const a0 = all(server.pid);
    const r = await autocannon({
      url: `${server.url}${path}`,
      headers: s.headers(),
      connections: 10,
      duration: Number(process.argv[3] ?? 4),
    });
    const n = r.requests.total;
    console.log(
      `${path}: ${Math.round(n / r.duration)} req/s, main ${Math.round(((main(server.pid) - m0) * 1000) / n)} µs/req, all threads ${Math.round(((all(server.pid) - a0) * 1000) / n)} µs/req, non2xx ${r.non2xx}`,
    );
  }
} finally {
  await server.stop();
  const e = server.stderr();
  if (e) console.log(e.slice(0, 2000));
  await store.drop();
}
