import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@tessera/contracts';
import { badRequest } from '@tessera/platform';
import { formatZodIssues } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';

/** The optional `Idempotency-Key` header, validated: absent is fine, malformed is a 400. */
export function idempotencyKeyOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const result = idempotencyKeySchema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(formatZodIssues(result.error).message);
}

/** Injects the request's validated `Idempotency-Key`, or undefined when it sent none. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  idempotencyKeyOf(
    context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER],
  ),
);
