import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiFailure, ApiFieldError } from '@tessera/contracts';

/** An HTTP error whose body is already in the API's failure shape. */
export class ApiError extends HttpException {
  constructor(status: number, error: string, errors?: ApiFieldError[]) {
    const body: ApiFailure = errors?.length ? { error, message: error, errors } : { error };
    super(body, status);
  }
}

export const badRequest = (error: string, errors?: ApiFieldError[]) =>
  new ApiError(HttpStatus.BAD_REQUEST, error, errors);
export const unauthorized = (error: string) => new ApiError(HttpStatus.UNAUTHORIZED, error);
export const forbidden = (error: string) => new ApiError(HttpStatus.FORBIDDEN, error);
export const notFound = (error: string) => new ApiError(HttpStatus.NOT_FOUND, error);
export const conflict = (error: string) => new ApiError(HttpStatus.CONFLICT, error);
export const serviceUnavailable = (error: string) =>
  new ApiError(HttpStatus.SERVICE_UNAVAILABLE, error);
