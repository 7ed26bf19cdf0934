import type { ExecutionContext } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-errors';
import {
  INTERNAL_TOKEN_MISSING,
  INTERNAL_TOKEN_WRONG,
  InternalCallGuard,
} from './internal-call.guard';

const TOKEN = 'a-shared-internal-token-of-32-chars!';

function callWith(headers: Record<string, string | string[] | undefined>): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => ({ headers }) }),
  } as unknown as ExecutionContext;
}

function refusal(guard: InternalCallGuard, headers: Record<string, string | string[] | undefined>) {
  try {
    guard.canActivate(callWith(headers));
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).getStatus(), body: (error as ApiError).getResponse() };
  }
  return expect.unreachable('the call should have been refused');
}

describe('InternalCallGuard', () => {
  const guard = new InternalCallGuard({ INTERNAL_API_TOKEN: TOKEN });

  it('admits a call carrying the shared token', () => {
    expect(guard.canActivate(callWith({ 'x-internal-token': TOKEN }))).toBe(true);
  });

  it('answers 401 without the header and 403 for any other value, shorter and longer ones too', () => {
    expect(refusal(guard, {})).toEqual({ status: 401, body: { error: INTERNAL_TOKEN_MISSING } });
    expect(refusal(guard, { 'x-internal-token': '' })).toEqual({
      status: 401,
      body: { error: INTERNAL_TOKEN_MISSING },
    });
    for (const wrong of [TOKEN.slice(1), `${TOKEN}x`, TOKEN.toUpperCase(), 'x']) {
      expect(refusal(guard, { 'x-internal-token': wrong })).toEqual({
        status: 403,
        body: { error: INTERNAL_TOKEN_WRONG },
      });
    }
    expect(refusal(guard, { 'x-internal-token': [TOKEN, TOKEN] }).status).toBe(401);
  });

  it('refuses to be built for a service without the setting', () => {
    expect(() => new InternalCallGuard({})).toThrow(/INTERNAL_API_TOKEN/);
  });
});
