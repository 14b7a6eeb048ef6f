import type { App } from './app.ts';
import type { Config } from './config.ts';

// After the drain deadline, how long replies may still generate (their clients are gone by then, but
// the reply is stored) before they are stopped and stored as interrupted …
const GENERATION_GRACE_MS = 3000;
// … and how long storing them and closing the store may take before we give up.
const HARD_EXIT_GRACE_MS = 5000;

/**
 * Listens on HOST:PORT and shuts down gracefully on SIGTERM/SIGINT: /readyz turns 503, the listener
 * closes (new connections are refused), idle keep-alive sockets close, in-flight requests get up to
 * SHUTDOWN_TIMEOUT_MS to finish, then the remaining sockets are cut; replies still generating 3 s
 * later are stopped and stored as interrupted, and the store is closed.
 * Exits 0 after a clean shutdown, 1 when it had to give up.
 */
export async function runServer(app: App, config: Config): Promise<void> {
  try {
    const address = await app.listen({ host: config.host, port: config.port });
    app.log.info({ address, appOrigin: config.appOrigin }, `Riffmate listening on ${address}`);
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start listening');
    await app.close().catch(() => {});
    process.exit(1);
  }

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.lifecycle.beginShutdown();
    const drainDeadline = setTimeout(() => {
      app.log.warn('shutdown deadline reached: closing remaining connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    const stopGenerating = setTimeout(() => {
      app.log.warn('replies still generating: stopping them (stored as interrupted)');
      app.lifecycle.stopGenerating();
    }, config.shutdownTimeoutMs + GENERATION_GRACE_MS);
    const hardExit = setTimeout(() => {
      app.log.error('shutdown did not complete: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + HARD_EXIT_GRACE_MS);
    drainDeadline.unref();
    stopGenerating.unref();
    hardExit.unref();
    try {
      await app.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
