import { request } from 'node:http';
import { expect } from 'vitest';
import type { Call } from './api-client';
import { TEST_INTERNAL_API_TOKEN } from './test-env';

export const withInternalToken = (token = TEST_INTERNAL_API_TOKEN) => ({
  headers: { 'x-internal-token': token },
});

/** Every record of an internal export, read page by page in `_id` order. */
export async function readWholeExport<T>(
  service: Call,
  path: string,
  key: 'users' | 'posts',
  limit: number,
): Promise<T[]> {
  const records: T[] = [];
  let after: string | null = null;
  do {
    const query: string = after ? `?limit=${limit}&after=${after}` : `?limit=${limit}`;
    const page = await service('GET', `${path}${query}`, undefined, withInternalToken());
    expect(page.status).toBe(200);
    expect(page.body.data[key].length).toBeLessThanOrEqual(limit);
    records.push(...(page.body.data[key] as T[]));
    after = page.body.data.next as string | null;
  } while (after);
  return records;
}

/**
 * A GET with its target sent exactly as written (fetch resolves `..` segments before sending), to
 * show that no path through the gateway reaches a service's internal routes.
 */
export function rawGet(
  baseUrl: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method: 'GET', path: target, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Whether an answer is a page of an internal export. */
export function isExportPage(body: string, key: 'users' | 'posts'): boolean {
  try {
    return Array.isArray((JSON.parse(body) as { data?: Record<string, unknown> }).data?.[key]);
  } catch {
    return false;
  }
}

/** Ways a caller might try to reach `/internal/export/<what>` through the gateway. */
export function internalPathsThroughGateway(what: 'users' | 'posts', prefix: string): string[] {
  return [
    `/api/internal/export/${what}`,
    `/internal/export/${what}`,
    `/api/${prefix}/../../internal/export/${what}`,
    `/api/${prefix}/%2e%2e/%2e%2e/internal/export/${what}`,
    `/api/${prefix}/internal/export/${what}`,
  ];
}
