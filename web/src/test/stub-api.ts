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
