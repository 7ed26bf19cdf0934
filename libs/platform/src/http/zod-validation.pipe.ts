import { type PipeTransform } from '@nestjs/common';
import { formatZodIssues } from '@tessera/rules';
import type { z } from 'zod';
import { badRequest } from './api-errors';

/** Validates a request part against a shared schema; failures carry the schema's exact messages. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const { message, errors } = formatZodIssues(result.error);
    throw badRequest(message, errors);
  }
}
