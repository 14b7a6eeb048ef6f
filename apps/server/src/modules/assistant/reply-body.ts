import { Readable } from 'node:stream';

/** One server-sent event, as the AI SDK's `JsonToSseTransformStream` writes it. */
export function sseEvent(chunk: unknown): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/**
 * The HTTP body of a reply: a Node stream over the reply's SSE text. It may go out before the reply
 * exists — opened with the reply's first event — and `follow` the events once they are produced; so
 * a reply's first byte does not wait for its generation to be set up (docs/decisions/0082). Fewer
 * hops than `Readable.fromWeb` over a `TextEncoderStream`: strings go straight to the socket.
 * Destroyed when the client goes away (Fastify does that): the events are then cancelled.
 */
export class ReplyBody extends Readable {
  #events: ReadableStreamDefaultReader<string> | null = null;
  #skip: string | null = null;
  #reading = false;
  #wanted = false;

  constructor(firstEvent?: string) {
    super();
    if (firstEvent) this.push(firstEvent);
  }

  /** Streams `events` from here on; `alreadySent` (the opening event) is skipped if they start with it. */
  follow(events: ReadableStream<string>, alreadySent: string | null = null): void {
    this.#events = events.getReader();
    this.#skip = alreadySent;
    if (this.destroyed) {
      this.#events.cancel().catch(() => {});
      return;
    }
    this.#pull();
  }

  override _read(): void {
    this.#wanted = true;
    this.#pull();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#events?.cancel(error ?? undefined).catch(() => {});
    callback(error);
  }

  #pull(): void {
    const events = this.#events;
    if (!events || this.#reading || !this.#wanted || this.destroyed) return;
    this.#reading = true;
    events.read().then(
      ({ done, value }) => {
        this.#reading = false;
        if (this.destroyed) return;
        if (done) {
          this.push(null);
          return;
        }
        const skip = this.#skip;
        this.#skip = null;
        if (value !== skip) this.#wanted = this.push(value);
        this.#pull();
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
