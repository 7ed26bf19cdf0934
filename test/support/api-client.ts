import { randomBytes } from 'node:crypto';

export interface ApiResult<T = unknown> {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: T extends unknown ? any : T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: string;
}

export function apiClient(baseUrl: string) {
  return async function call(
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<ApiResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined || options.rawBody !== undefined)
      headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

export type Call = ReturnType<typeof apiClient>;

export interface NewUserInput {
  email: string;
  username: string;
  displayName: string;
  password: string;
  role: string;
}

/** A unique, valid registration payload. */
export function newUser(overrides: Partial<NewUserInput> = {}): NewUserInput {
  const suffix = randomBytes(4).toString('hex');
  return {
    email: `user_${suffix}@example.com`,
    username: `user_${suffix}`,
    displayName: `Test User ${suffix}`,
    password: 'Str0ngPassw0rd',
    role: 'subscriber',
    ...overrides,
  };
}
