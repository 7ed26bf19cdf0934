import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the service made to the processor. */
export interface ProcessorCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: string;
}

/**
 * Sits between the service and stripe-mock and records every call, so a test counts the charges
 * the processor was actually asked for (stripe-mock itself keeps nothing).
 */
export class ProcessorRecorder {
  readonly calls: ProcessorCall[] = [];
  private server: Server | null = null;

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    const target = new URL(this.target);
    this.server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        const key = incoming.headers['idempotency-key'];
        this.calls.push({
          method: incoming.method ?? 'GET',
          path: incoming.url ?? '/',
          idempotencyKey: typeof key === 'string' ? key : null,
          body: body.toString('utf8'),
        });
        const relayed = forward(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, host: target.host },
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        relayed.on('error', () => outgoing.writeHead(502).end());
        relayed.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Where the record stands now, to count what a scenario asked for after it. */
  mark(): number {
    return this.calls.length;
  }

  /**
   * The intents created since `mark`: one per idempotency key, as the processor counts them (a
   * retried call carries the same key and creates no second intent).
   */
  intentsSince(mark: number): number {
    const keys = this.calls
      .slice(mark)
      .filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents')
      .map((call) => call.idempotencyKey ?? call.body);
    return new Set(keys).size;
  }

  cancellations(intentId: string): number {
    return this.calls.filter((call) => call.path === `/v1/payment_intents/${intentId}/cancel`)
      .length;
  }
}
