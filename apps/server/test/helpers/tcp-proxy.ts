import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * What a stopped proxy does with new connections:
 * - `refuse`: stops listening, so connecting fails with ECONNREFUSED, like a stopped service;
 * - `reset`: accepts and resets them at once, like a load balancer with no healthy backend;
 * - `blackhole`: accepts and never answers, like a hung host or a dropped route (only timeouts help).
 */
export type OutageMode = 'refuse' | 'reset' | 'blackhole';

/**
 * A TCP proxy on loopback in front of a real service (PostgreSQL, Redis), for fault tests. The app
 * is pointed at `url`; `stop()` cuts every live connection and fails new ones, `start()` forwards
 * again — on the same port, so the app's pool reconnects without being restarted. The real service
 * is never touched (other suites use it at the same time). See docs/decisions/0081.
 */
export class TcpProxy {
  readonly #target: { host: string; port: number };
  readonly #server: Server;
  readonly #live = new Set<Socket>();
  #mode: 'forward' | OutageMode = 'forward';
  #port = 0;
  /** Connections accepted so far (forwarded or not). */
  accepted = 0;

  constructor(target: { host: string; port: number }) {
    this.#target = target;
    this.#server = createServer((client) => this.#accept(client));
  }

  /** A proxy for the service at `url` (e.g. TEST_DATABASE_URL), listening on 127.0.0.1:<random>. */
  static async for(url: string): Promise<TcpProxy> {
    const parsed = new URL(url);
    const defaultPort = parsed.protocol.startsWith('redis') ? 6379 : 5432;
    const proxy = new TcpProxy({
      host: parsed.hostname || '127.0.0.1',
      port: Number(parsed.port || defaultPort),
    });
    await new Promise<void>((resolve, reject) => {
      proxy.#server.once('error', reject);
      proxy.#server.listen(0, '127.0.0.1', () => resolve());
    });
    proxy.#port = (proxy.#server.address() as AddressInfo).port;
    return proxy;
  }

  /** Stays the same across stop/start, so the app's URL keeps working. */
  get port(): number {
    return this.#port;
  }

  get running(): boolean {
    return this.#mode === 'forward';
  }

  /** Live client-side and service-side sockets (both ends of every forwarded connection). */
  get liveSockets(): number {
    return this.#live.size;
  }

  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  /** The service goes away: every live connection is destroyed, new ones fail as `mode` says. */
  async stop(mode: OutageMode = 'refuse'): Promise<void> {
    this.#mode = mode;
    this.#destroyLive();
    if (mode === 'refuse' && this.#server.listening) {
      await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    }
  }

  /** The service is back on the same port: new connections are forwarded again. */
  async start(): Promise<void> {
    if (this.#mode === 'blackhole') this.#destroyLive();
    this.#mode = 'forward';
    if (!this.#server.listening) {
      await new Promise<void>((resolve, reject) => {
        this.#server.once('error', reject);
        this.#server.listen(this.#port, '127.0.0.1', () => {
          this.#server.off('error', reject);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    this.#destroyLive();
    if (this.#server.listening) await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #destroyLive(): void {
    for (const socket of this.#live) socket.destroy();
    this.#live.clear();
  }

  #track(socket: Socket): void {
    this.#live.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.#live.delete(socket));
  }

  #accept(client: Socket): void {
    this.accepted += 1;
    if (this.#mode === 'reset') {
      client.on('error', () => {});
      client.resetAndDestroy();
      return;
    }
    this.#track(client);
    if (this.#mode === 'blackhole') return;
    const upstream = connect(this.#target.port, this.#target.host);
    this.#track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // Either side closing closes the other, as a real connection would.
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
