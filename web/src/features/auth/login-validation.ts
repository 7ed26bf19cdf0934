import { loginSchema } from '@tessera/rules';
import { fieldIssues } from '../../lib/zod-form-rules';

/** Each field's first message from the shared login schema; none when the input is valid. */
export function loginIssues(values: unknown): Partial<Record<'email' | 'password', string>> {
  return fieldIssues(loginSchema, values);
}
