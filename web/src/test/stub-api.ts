import { vi } from 'vitest';

/** A fetch stand-in answering by path; unknown paths answer 404. */
export function stubApi(handlers: Record<string, (init?: RequestInit) => Response>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    calls.push({ path, init });
    const handler = handlers[path];
    return handler ? handler(init) : jsonResponse(404, { error: 'Not found' });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fetch stand-in answering by `METHOD /path`, the query string left out of the match and kept
 * on each recorded call; unknown routes answer 404.
 */
export function stubApiRoutes(handlers: Record<string, (call: ApiCall) => Response>) {
  const calls: ApiCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const handler = handlers[`${method} ${call.path}`];
    return handler ? handler(call) : jsonResponse(404, { error: 'Not found' });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
