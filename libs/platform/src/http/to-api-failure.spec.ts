import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { badRequest, conflict } from './api-errors';
import { toApiFailure } from './to-api-failure';

describe('toApiFailure', () => {
  it('keeps bodies that are already in the API shape', () => {
    const errors = [{ field: 'email', message: 'Please enter a valid email address' }];
    expect(toApiFailure(badRequest('Please enter a valid email address', errors))).toEqual({
      status: 400,
      body: {
        error: 'Please enter a valid email address',
        message: 'Please enter a valid email address',
        errors,
      },
    });
    expect(toApiFailure(conflict('Taken'))).toEqual({ status: 409, body: { error: 'Taken' } });
  });

  it('turns Nest exceptions into the error field', () => {
    expect(toApiFailure(new NotFoundException('Cannot GET /x'))).toEqual({
      status: 404,
      body: { error: 'Cannot GET /x' },
    });
    expect(toApiFailure(new BadRequestException(['a', 'b']))).toEqual({
      status: 400,
      body: { error: 'a, b' },
    });
    expect(toApiFailure(new HttpException('Payload too large', 413))).toEqual({
      status: 413,
      body: { error: 'Payload too large' },
    });
  });

  it('maps a duplicate key to 409 and hides everything else behind a 500', () => {
    expect(toApiFailure({ code: 11000 }).status).toBe(409);
    expect(toApiFailure(new Error('secret internals'))).toEqual({
      status: 500,
      body: { error: 'Internal server error' },
    });
  });
});
