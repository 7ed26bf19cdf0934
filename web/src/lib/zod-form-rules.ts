import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** The first message the schema gives for one field of the input, if any. */
export function fieldIssue(schema: ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** Every field's first message, for showing all errors at once after a submit. */
export function fieldIssues(schema: ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/**
 * An antd form rule that validates a field with the shared schema, so each field shows exactly
 * the schema's own message. The whole form is parsed because some rules compare fields.
 */
export function schemaRule(
  schema: ZodType,
  field: string,
  toInput: (values: Record<string, unknown>) => unknown = (values) => values,
): FormRule {
  return (form) => ({
    validator: async () => {
      const message = fieldIssue(schema, toInput(form.getFieldsValue(true)), field);
      if (message) throw new Error(message);
    },
  });
}
