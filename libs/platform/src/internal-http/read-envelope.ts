import type { ApiFieldError } from '@tessera/contracts';

/** What a response of the platform's API carries, whichever way it went. */
export type Envelope =
  | { kind: 'data'; data: unknown }
  | { kind: 'empty' }
  | { kind: 'failure'; error: string; errors?: ApiFieldError[] }
  | { kind: 'unreadable' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{ data, message? }` from a success and `{ error, message?, errors? }` from a failure. A
 * failure whose body is not in that shape (a proxy's HTML page, say) still yields its status text.
 */
export async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text();
  if (text === '') return response.ok ? { kind: 'empty' } : failureWithoutBody(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response.ok ? { kind: 'unreadable' } : failureWithoutBody(response);
  }
  if (response.ok) {
    return isObject(body) && 'data' in body
      ? { kind: 'data', data: body.data }
      : { kind: 'unreadable' };
  }
  if (!isObject(body)) return failureWithoutBody(response);
  const error = [body.error, body.message].find((value) => typeof value === 'string' && value);
  const errors = Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : undefined;
  return {
    kind: 'failure',
    error: (error as string | undefined) ?? statusText(response),
    ...(errors ? { errors } : {}),
  };
}

function failureWithoutBody(response: Response): Envelope {
  return { kind: 'failure', error: statusText(response) };
}

function statusText(response: Response): string {
  return `${response.status} ${response.statusText}`.trim();
}
