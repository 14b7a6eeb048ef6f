import { createStore, rssMiB, runAdmin, serverEnv, startRiffmate } from './processes.ts';
import { streamLoop } from './streams.ts';
import { onboardUser } from './users.ts';
const store = await createStore('sqlite');
const server = await startRiffmate(store, { nodeArgs: ['--trace-gc'] });
try {
  const s = await onboardUser(server.url, store.dataDir, 'g@bench.example');
  await runAdmin(serverEnv(store, 0), ['set-tier', 'g@bench.example', 'pro']);
  const abort = new AbortController();
  const started = Date.now();
  const timer = setInterval(() => {
    const mc = server.stderr().split('\n').filter((l) => l.includes('Mark-Compact'));
    console.log(`${Math.round((Date.now() - started) / 1000)} s rss ${rssMiB(server.pid).toFixed(0)} MiB; last mark-compact: ${mc.at(-1)?.replace(/^.*Mark-Compact/, 'MC').slice(0, 60)}`);
  }, 15000);
  setTimeout(() => abort.abort(), Number(process.argv[2] ?? 150) * 1000);
  console.log(await streamLoop(s, 4, abort.signal));
  clearInterval(timer);
} finally { await server.stop(); await store.drop(); }
