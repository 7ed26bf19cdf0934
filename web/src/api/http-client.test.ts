import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { makeAuth } from '../test/test-fixtures';
import { jsonResponse } from '../test/stub-api';
import { ApiError } from './api-error';
import { apiRequest, failureMessage } from './http-client';

describe('failureMessage', () => {
  it('prefers error, then message, then the joined field errors', () => {
    expect(failureMessage(400, { error: 'Email taken', message: 'ignored' })).toBe('Email taken');
    expect(failureMessage(400, { message: 'Bad input' })).toBe('Bad input');
    expect(
      failureMessage(400, {
        errors: [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'username', message: 'Username must be at least 3 characters' },
        ],
      }),
    ).toBe('Please enter a valid email address, Username must be at least 3 characters');
  });

  it('falls back to the status code', () => {
    expect(failureMessage(502, null)).toBe('Request failed with status 502');
    expect(failureMessage(500, { error: '' })).toBe('Request failed with status 500');
  });
});

describe('apiRequest', () => {
  beforeEach(() => sessionStore.clear());
  afterEach(() => sessionStore.clear());

  it('returns the success envelope and sends JSON with cookies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { data: { ok: true }, message: 'Fine' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ ok: boolean }, { a: number }>('/thing', {
      method: 'POST',
      body: { a: 1 },
    });
    expect(result).toEqual({ data: { ok: true }, message: 'Fine' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a non-OK response into an ApiError with the server text', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(409, { error: 'Email already registered' }));
    await expect(apiRequest('/auth/register', { method: 'POST' })).rejects.toMatchObject({
      message: 'Email already registered',
      status: 409,
      kind: 'http',
    });
  });

  it('reports a connection failure in plain words', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/health')).rejects.toMatchObject({
      message: 'Unable to connect to server. Please check your internet connection and try again.',
      kind: 'network',
    });
  });

  it('reports anything else as an unexpected error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new Error('boom');
    });
    const error = await apiRequest('/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An unexpected error occurred');
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    sessionStore.start(makeAuth(), false);
    const renewed = { ...makeAuth(), token: 'new-access', refreshToken: 'new-refresh' };
    const seenTokens: (string | undefined)[] = [];
    let refreshCalls = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh') {
        refreshCalls += 1;
        return jsonResponse(200, { data: renewed });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      seenTokens.push(auth);
      return auth === 'Bearer new-access'
        ? jsonResponse(200, { data: 'ok' })
        : jsonResponse(401, { error: 'Token expired' });
    });

    const [first, second] = await Promise.all([apiRequest('/a'), apiRequest('/b')]);
    expect(first.data).toBe('ok');
    expect(second.data).toBe('ok');
    expect(refreshCalls).toBe(1);
    expect(sessionStore.get()?.refreshToken).toBe('new-refresh');
    expect(seenTokens.filter((token) => token === 'Bearer new-access')).toHaveLength(2);
  });

  it('clears the session when the refresh is refused', async () => {
    sessionStore.start(makeAuth(), false);
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/auth/refresh'
        ? jsonResponse(401, { error: 'Refresh token revoked' })
        : jsonResponse(401, { error: 'Token expired' }),
    );
    await expect(apiRequest('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
  });
});
