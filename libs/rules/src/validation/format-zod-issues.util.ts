import { type z } from 'zod';

export interface FieldError {
  /** Dotted path of the offending field; empty for the payload as a whole. */
  field: string;
  message: string;
}

export interface ValidationErrorBody {
  /** The first issue's message, for a single-line error display. */
  message: string;
  errors: FieldError[];
}

export function formatZodIssues(error: z.ZodError): ValidationErrorBody {
  const errors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { message: errors[0]?.message ?? 'Invalid input', errors };
}
