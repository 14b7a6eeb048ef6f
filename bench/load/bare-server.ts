import Fastify from 'fastify';

// The reference for the load benchmark's ratios: Fastify with nothing but one JSON route, same machine,
// same Node, its own process (like the server under test). Run by bench/load/processes.ts.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ items: [] }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
