import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A fake model provider on loopback, shared by the server tests (apps/server/test) and the browser
// suite (e2e/external-model.spec.ts): OpenAI's Chat Completions streaming API (POST
// /v1/chat/completions, what Ollama, vLLM and LM Studio speak) and Anthropic's Messages streaming
// API (POST /v1/messages). Each request takes the next scripted behaviour (or the default one):
// stream text, call a tool, answer 429/500, stall before or after the headers, or drop the socket
// mid-stream.

/** What the fake does with one request. */
export type FakeBehaviour =
  /** Streams `deltas` as text, `delayMs` apart, then finishes. */
  | { kind: 'text'; deltas: string[]; delayMs?: number }
  /** Streams one tool call, its JSON arguments split into `pieces` chunks, then finishes with tool calls. */
  | { kind: 'tool-call'; name: string; input: unknown; pieces?: number; text?: string }
  /** Answers with this status and a provider-shaped error body, with `Retry-After` when given. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Sends the 200 stream headers, then nothing (until the client gives up). */
  | { kind: 'stall-after-headers' }
  /** Reads the request and never answers. */
  | { kind: 'stall-before-headers' }
  /** Streams `deltas` as text, then destroys the socket without finishing. */
  | { kind: 'drop'; deltas: string[] }
  /** Streams `deltas` as text, then sends nothing more (until the client gives up). */
  | { kind: 'stall-mid-stream'; deltas: string[] };

export interface RecordedRequest {
  api: 'openai' | 'anthropic';
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    system?: unknown;
    messages?: { role: string; content: unknown }[];
    tools?: unknown[];
    [key: string]: unknown;
  };
}

export const fakeText = (...deltas: string[]): FakeBehaviour => ({ kind: 'text', deltas });
export const fakeToolCall = (name: string, input: unknown, pieces = 4): FakeBehaviour => ({
  kind: 'tool-call',
  name,
  input,
  pieces,
});
export const fakeStatus = (status: number, retryAfter?: string): FakeBehaviour => ({
  kind: 'status',
  status,
  ...(retryAfter === undefined ? {} : { retryAfter }),
});

export class FakeModelServer {
  /** Every request so far, in order. */
  readonly requests: RecordedRequest[] = [];
  /** Used when the script is empty. */
  defaultBehaviour: FakeBehaviour = fakeText('Hello ', 'from ', 'the ', 'fake ', 'provider.');
  private script: FakeBehaviour[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private counter = 0;
  origin = '';

  constructor() {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The base URL to give the provider (OPENAI_BASE_URL / ANTHROPIC_BASE_URL). */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  /** Queues behaviours for the next requests, in order. */
  next(...behaviours: FakeBehaviour[]): this {
    this.script.push(...behaviours);
    return this;
  }

  /** Forgets the script and the recorded requests. */
  reset(): void {
    this.script = [];
    this.requests.length = 0;
  }

  /** Connections currently open (kept-alive ones included). */
  get openSockets(): number {
    return this.sockets.size;
  }

  /** Closes kept-alive connections that carry no request. */
  closeIdle(): void {
    this.server.closeIdleConnections();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const api =
      path === '/v1/chat/completions' ? 'openai' : path === '/v1/messages' ? 'anthropic' : undefined;
    if (req.method !== 'POST' || !api) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let body: RecordedRequest['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad json"}}');
      return;
    }
    this.requests.push({ api, path, headers: req.headers, body });
    const behaviour = this.script.shift() ?? this.defaultBehaviour;
    const n = ++this.counter;
    const write = api === 'openai' ? openaiWriter(res, n, body.model ?? 'fake') : anthropicWriter(res, n);

    switch (behaviour.kind) {
      case 'status': {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (behaviour.retryAfter !== undefined) headers['retry-after'] = behaviour.retryAfter;
        res.writeHead(behaviour.status, headers).end(JSON.stringify(errorBody(api, behaviour.status)));
        return;
      }
      case 'stall-before-headers':
        return; // the socket stays open until the client (or close()) ends it
      case 'stall-after-headers':
        res.writeHead(200, SSE_HEADERS);
        res.flushHeaders();
        return;
      case 'text':
        res.writeHead(200, SSE_HEADERS);
        write.start();
        for (const delta of behaviour.deltas) {
          if (behaviour.delayMs) await sleep(behaviour.delayMs);
          if (res.destroyed) return;
          write.text(delta);
        }
        write.finish('stop');
        return;
      case 'stall-mid-stream':
        res.writeHead(200, SSE_HEADERS);
        write.start();
        for (const delta of behaviour.deltas) write.text(delta);
        return;
      case 'drop':
        res.writeHead(200, SSE_HEADERS);
        write.start();
        for (const delta of behaviour.deltas) write.text(delta);
        // Let the chunks leave before the connection goes, as a proxy cutting a reply would.
        await sleep(20);
        res.socket?.destroy();
        return;
      case 'tool-call': {
        res.writeHead(200, SSE_HEADERS);
        write.start();
        if (behaviour.text) write.text(behaviour.text);
        const json = JSON.stringify(behaviour.input);
        const size = Math.ceil(json.length / Math.max(1, behaviour.pieces ?? 4));
        const pieces: string[] = [];
        for (let at = 0; at < json.length; at += size) pieces.push(json.slice(at, at + size));
        write.toolCall(`call_${n}`, behaviour.name, pieces);
        write.finish('tool');
        return;
      }
    }
  }
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorBody(api: 'openai' | 'anthropic', status: number) {
  const message = status === 429 ? 'Rate limit reached for requests' : 'The server had an error';
  return api === 'openai'
    ? { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } }
    : { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } };
}

interface StreamWriter {
  start(): void;
  text(delta: string): void;
  toolCall(id: string, name: string, argumentPieces: string[]): void;
  finish(reason: 'stop' | 'tool'): void;
}

/** OpenAI Chat Completions chunks: role delta, content deltas, tool_calls deltas, finish_reason, usage, [DONE]. */
function openaiWriter(res: ServerResponse, n: number, model: string): StreamWriter {
  const created = Math.floor(Date.now() / 1000);
  const send = (choice: object | null, usage?: object) =>
    res.write(
      `data: ${JSON.stringify({
        id: `chatcmpl-${n}`,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: choice ? [{ index: 0, logprobs: null, finish_reason: null, ...choice }] : [],
        ...(usage ? { usage } : {}),
      })}\n\n`,
    );
  return {
    start: () => send({ delta: { role: 'assistant', content: '' } }),
    text: (delta) => send({ delta: { content: delta } }),
    toolCall: (id, name, pieces) => {
      send({
        delta: {
          tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }],
        },
      });
      for (const piece of pieces)
        send({ delta: { tool_calls: [{ index: 0, function: { arguments: piece } }] } });
    },
    finish: (reason) => {
      send({ delta: {}, finish_reason: reason === 'tool' ? 'tool_calls' : 'stop' });
      send(null, { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 });
      res.end('data: [DONE]\n\n');
    },
  };
}

/** Anthropic Messages events: message_start, content blocks (text_delta / input_json_delta), message_delta, message_stop. */
function anthropicWriter(res: ServerResponse, n: number): StreamWriter {
  let index = -1;
  let textOpen = false;
  const send = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const closeText = () => {
    if (textOpen) send('content_block_stop', { index });
    textOpen = false;
  };
  return {
    start: () =>
      send('message_start', {
        message: {
          id: `msg_fake_${n}`,
          type: 'message',
          role: 'assistant',
          model: 'fake-claude',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      }),
    text: (delta) => {
      if (!textOpen) {
        index += 1;
        textOpen = true;
        send('content_block_start', { index, content_block: { type: 'text', text: '' } });
      }
      send('content_block_delta', { index, delta: { type: 'text_delta', text: delta } });
    },
    toolCall: (id, name, pieces) => {
      closeText();
      index += 1;
      send('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: `toolu_${id}`, name, input: {} },
      });
      for (const piece of pieces) {
        send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } });
      }
      send('content_block_stop', { index });
    },
    finish: (reason) => {
      closeText();
      send('message_delta', {
        delta: { stop_reason: reason === 'tool' ? 'tool_use' : 'end_turn', stop_sequence: null },
        usage: { output_tokens: 5 },
      });
      send('message_stop', {});
      res.end();
    },
  };
}
