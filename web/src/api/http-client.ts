import type {
  ApiFieldError,
  ApiSuccess,
  AuthSessionDto,
  RefreshRequestBody,
} from '@tessera/contracts';
import { MESSAGES } from '@tessera/rules';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';

export const API_BASE_PATH = '/api';
export const REQUEST_TIMEOUT_MS = 10_000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `Body` is the contract's type of the JSON body; without one named, no body can be sent. */
export interface RequestOptions<Body = never> {
  method?: HttpMethod;
  body?: Body;
  /** Send the bearer token when a session exists (default true). */
  authenticated?: boolean;
  /** Retry once after refreshing the tokens when the server answers 401 (default true). */
  retryOnUnauthorized?: boolean;
  /** Use this token instead of the session's, e.g. right after a sign-in is answered. */
  bearerToken?: string;
  /** Extra request headers, e.g. a purchase's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readFieldErrors(body: unknown): ApiFieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (entry): entry is ApiFieldError => isRecord(entry) && typeof entry.message === 'string',
  );
}

/** Error text of a non-OK response: `error`, then `message`, then the joined `errors`. */
export function failureMessage(status: number, body: unknown): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
    const joined = readFieldErrors(body)
      .map((entry) => entry.message)
      .join(', ');
    if (joined) return joined;
  }
  return MESSAGES.requestFailedWithStatus(status);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(
  path: string,
  options: RequestOptions<unknown>,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    // fetch rejects only when no response arrived: offline, refused, DNS, CORS or our timeout.
    if (
      error instanceof TypeError ||
      (error instanceof DOMException && error.name === 'AbortError')
    ) {
      throw new ApiError(MESSAGES.connectionFailed, 'network');
    }
    throw new ApiError(MESSAGES.unexpectedError, 'unexpected');
  } finally {
    clearTimeout(timer);
  }
}

let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const session = sessionStore.get();
  if (!session) return false;
  try {
    const body = { refreshToken: session.refreshToken } satisfies RefreshRequestBody;
    const response = await send('/auth/refresh', { method: 'POST', body }, null);
    if (!response.ok) {
      sessionStore.clear();
      return false;
    }
    const answer = (await readBody(response)) as ApiSuccess<AuthSessionDto>;
    return sessionStore.renew(answer.data) !== null;
  } catch {
    // The server could not be reached: keep the session so the next attempt can succeed.
    return false;
  }
}

/** Refreshes the tokens, sharing one request between every caller that asks meanwhile. */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Calls `/api{path}` and returns the answer's JSON body, or throws an ApiError if it is not OK. */
async function requestBody(
  path: string,
  options: RequestOptions<unknown>,
): Promise<{ status: number; body: unknown }> {
  const authenticated = options.authenticated ?? true;
  const token = options.bearerToken ?? (authenticated ? (sessionStore.get()?.token ?? null) : null);
  let response = await send(path, options, token);

  if (response.status === 401 && token && (options.retryOnUnauthorized ?? true)) {
    const refreshed = await refreshSession();
    const renewedToken = sessionStore.get()?.token ?? null;
    if (refreshed && renewedToken) response = await send(path, options, renewedToken);
  }

  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(
      failureMessage(response.status, body),
      'http',
      response.status,
      readFieldErrors(body),
      body,
    );
  }
  return { status: response.status, body };
}

/**
 * Calls `/api{path}` and returns the success envelope, or throws an ApiError. The type arguments
 * are the contract's: `T` the response data, `Body` the request body, which is never inferred
 * from the value passed, so a fetcher that sends a body has to name its contract type.
 */
export async function apiRequest<T, Body = never>(
  path: string,
  options: RequestOptions<NoInfer<Body>> = {},
): Promise<ApiSuccess<T>> {
  const { status, body } = await requestBody(path, options);
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError(MESSAGES.unexpectedError, 'unexpected', status);
  }
  return body as unknown as ApiSuccess<T>;
}

/**
 * Calls `/api{path}` for an answer that is text, not JSON (a CSV export), or throws an ApiError.
 */
export async function apiTextRequest(path: string): Promise<string> {
  const { status, body } = await requestBody(path, {});
  if (typeof body !== 'string') throw new ApiError(MESSAGES.unexpectedError, 'unexpected', status);
  return body;
}

/**
 * Calls `/api{path}` for a body the contract defines whole, without the `data` envelope (the
 * real-data API's `{ success, ... }`); an answer that says `success: false` is a failure too.
 */
export async function apiBodyRequest<T extends { success: boolean }>(path: string): Promise<T> {
  const { status, body } = await requestBody(path, {});
  if (!isRecord(body) || body.success !== true) {
    throw new ApiError(MESSAGES.unexpectedError, 'unexpected', status);
  }
  return body as unknown as T;
}
