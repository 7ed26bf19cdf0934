import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker';
import { INTERNAL_TOKEN_HEADER } from './internal-call.guard';
import { InternalHttpError, type InternalHttpFailure } from './internal-http.error';
import { readEnvelope } from './read-envelope';
import { backoffDelayMs, isRepeatable, isRetryableFailure } from './retry-policy';

export interface InternalHttpClientOptions {
  /** Registry name of the called service; names the client and its errors. */
  service: string;
  /** Where the service answers, e.g. `http://127.0.0.1:3002`; paths are appended to it. */
  baseUrl: string;
  /** Longest wait for one attempt, response body included. */
  timeoutMs?: number;
  /** Further attempts after a failed one, for calls that may be repeated. */
  retries?: number;
  /** First backoff ceiling; it doubles with every retry up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Fails fast while the service keeps failing; `false` turns it off. */
  circuit?: CircuitBreakerOptions | false;
  /**
   * The shared `INTERNAL_API_TOKEN`, sent in `x-internal-token` with every call: the internal
   * routes (`/internal/...`) admit only callers that carry it.
   */
  internalToken?: string;
}

type QueryValue = string | number | boolean | undefined;

export interface InternalRequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The id of the request being served, so one id follows it across services. */
  requestId?: string;
  /** Lets a POST or PATCH be retried: the called service must treat a repeated key as one request. */
  idempotencyKey?: string;
  timeoutMs?: number;
  /** Abandons the call, retries included. */
  signal?: AbortSignal;
}

const DEFAULTS = {
  timeoutMs: 3000,
  retries: 2,
  backoffBaseMs: 100,
  backoffMaxMs: 2000,
  circuit: { failureThreshold: 5, openMs: 10_000 },
} as const;

type AttemptOutcome = { ok: true; data: unknown } | { ok: false; error: InternalHttpError };

interface Call {
  method: string;
  path: string;
  url: URL;
  init: RequestInit;
  options: InternalRequestOptions;
}

/**
 * Synchronous questions to another service's API. Answers arrive in the platform's envelope; the
 * client returns `data` and turns every failure into an `InternalHttpError`. Calls that may be
 * repeated are retried with backoff on network errors, timeouts and 502/503/504.
 */
export class InternalHttpClient {
  readonly service: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly circuit: CircuitBreaker | null;
  private readonly internalToken: string | undefined;

  constructor(options: InternalHttpClientOptions) {
    this.service = options.service;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    this.retries = options.retries ?? DEFAULTS.retries;
    this.backoffBaseMs = options.backoffBaseMs ?? DEFAULTS.backoffBaseMs;
    this.backoffMaxMs = options.backoffMaxMs ?? DEFAULTS.backoffMaxMs;
    const circuit = options.circuit ?? DEFAULTS.circuit;
    this.circuit = circuit ? new CircuitBreaker(circuit) : null;
    this.internalToken = options.internalToken;
  }

  get<T>(path: string, options?: InternalRequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options?: InternalRequestOptions): Promise<T> {
    return this.request<T>('POST', path, options);
  }

  put<T>(path: string, options?: InternalRequestOptions): Promise<T> {
    return this.request<T>('PUT', path, options);
  }

  patch<T>(path: string, options?: InternalRequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, options);
  }

  delete<T>(path: string, options?: InternalRequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** Resolves to the response's `data`, or `undefined` for a response without a body. */
  async request<T>(method: string, path: string, options: InternalRequestOptions = {}): Promise<T> {
    const call = this.prepare(method.toUpperCase(), path, options);
    const retries = isRepeatable(call.method, options.idempotencyKey) ? this.retries : 0;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.attempt(call);
      if (outcome.ok) return outcome.data as T;
      const { error } = outcome;
      if (attempt >= retries || !isRetryableFailure(error.failure, error.status)) throw error;
      const delay = backoffDelayMs(attempt, this.backoffBaseMs, this.backoffMaxMs);
      await sleep(delay, undefined, { signal: options.signal }).catch((cause: unknown) => {
        throw this.failure(call, 'aborted', `Call to ${this.service} abandoned`, { cause });
      });
    }
  }

  private prepare(method: string, path: string, options: InternalRequestOptions): Call {
    const url = new URL(`${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) url.searchParams.append(name, String(item));
      }
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      // The same id on every attempt, so the called service's logs show the retries as one request.
      'x-request-id': options.requestId ?? randomUUID(),
    };
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    if (this.internalToken !== undefined) headers[INTERNAL_TOKEN_HEADER] = this.internalToken;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return { method, path, url, init: { method, headers, body }, options };
  }

  private async attempt(call: Call): Promise<AttemptOutcome> {
    if (this.circuit && !this.circuit.tryPass()) {
      const message = `${this.service} is failing; calls are paused briefly`;
      return { ok: false, error: this.failure(call, 'circuit-open', message) };
    }
    const timeoutMs = call.options.timeoutMs ?? this.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.options.signal ? AbortSignal.any([call.options.signal, timeout]) : timeout;
    try {
      const response = await fetch(call.url, { ...call.init, signal });
      const envelope = await readEnvelope(response);
      if (response.status >= 500) this.circuit?.recordFailure();
      else this.circuit?.recordSuccess();
      switch (envelope.kind) {
        case 'data':
          return { ok: true, data: envelope.data };
        case 'empty':
          return { ok: true, data: undefined };
        case 'unreadable': {
          const message = `${this.service} answered ${response.status} without the data envelope`;
          return { ok: false, error: this.failure(call, 'invalid-response', message) };
        }
        case 'failure':
          return {
            ok: false,
            error: this.failure(call, 'response', envelope.error, {
              status: response.status,
              errors: envelope.errors,
            }),
          };
      }
    } catch (cause) {
      if (call.options.signal?.aborted) {
        this.circuit?.release();
        return {
          ok: false,
          error: this.failure(call, 'aborted', `Call to ${this.service} abandoned`, { cause }),
        };
      }
      this.circuit?.recordFailure();
      const error = timeout.aborted
        ? this.failure(call, 'timeout', `${this.service} did not answer within ${timeoutMs} ms`, {
            cause,
          })
        : this.failure(call, 'network', `${this.service} could not be reached`, { cause });
      return { ok: false, error };
    }
  }

  private failure(
    call: Call,
    failure: InternalHttpFailure,
    message: string,
    extra: Partial<Pick<InternalHttpError, 'status' | 'errors'>> & { cause?: unknown } = {},
  ): InternalHttpError {
    return new InternalHttpError(message, {
      failure,
      service: this.service,
      method: call.method,
      path: call.path,
      ...extra,
    });
  }
}
