import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

/** Statuses that never carry a body, whatever the service streams. */
const BODYLESS_STATUSES = new Set([204, 205, 304]);

/** A service's answer: a small body read whole, a larger one (media) as the stream it arrives in. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer | Readable;
}

/**
 * Receives one answer from a service at the level of undici's dispatcher: no request object,
 * body stream or abort signal per request, as `request()` would create. An answer up to
 * `bufferedMax` bytes is collected into one buffer; a larger or unsized one is handed on as a
 * stream as soon as its head arrives, read from the service only as fast as the client takes it.
 */
class UpstreamExchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private abandoned = false;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private stream: Readable | null = null;

  constructor(
    private readonly method: string,
    private readonly bufferedMax: number,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** Stops the exchange: the client has gone, nobody will read the answer. */
  abandon(): void {
    this.abandoned = true;
    this.controller?.abort(new Error('The client closed the connection'));
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.abandoned) controller.abort(new Error('The client closed the connection'));
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    this.statusCode = statusCode;
    this.headers = headers;
    const length = Number(headers['content-length']);
    const bodyless = this.method === 'HEAD' || BODYLESS_STATUSES.has(statusCode);
    if (bodyless || length <= this.bufferedMax) return;
    this.stream = new Readable({ read: () => controller.resume() });
    this.resolve({ statusCode, headers, body: this.stream });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.stream === null) this.chunks.push(chunk);
    else if (!this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    if (this.stream !== null) {
      this.stream.push(null);
      return;
    }
    const body = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.resolve({ statusCode: this.statusCode, headers: this.headers, body });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.stream === null) this.reject(error);
    else this.stream.destroy(error);
  }
}

/**
 * Sends a request to a service and resolves with its answer; `onAbandon` is given the function
 * that stops the exchange when the client goes away.
 */
export function exchangeWithService(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  bufferedMax: number,
  onAbandon: (abandon: () => void) => void,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const exchange = new UpstreamExchange(options.method, bufferedMax, resolve, reject);
    onAbandon(() => exchange.abandon());
    dispatcher.dispatch(options, exchange);
  });
}
