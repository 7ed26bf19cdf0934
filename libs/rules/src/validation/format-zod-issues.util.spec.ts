import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatZodIssues } from './format-zod-issues.util';

describe('formatZodIssues', () => {
  it('lists every issue with a dotted field path and leads with the first message', () => {
    const schema = z.object({
      name: z.string().min(2, 'Too short'),
      links: z.array(z.object({ url: z.string().url('Bad link') })),
    });
    const result = schema.safeParse({ name: 'a', links: [{ url: 'ok' }, { url: 'nope' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error)).toEqual({
      message: 'Too short',
      errors: [
        { field: 'name', message: 'Too short' },
        { field: 'links.0.url', message: 'Bad link' },
        { field: 'links.1.url', message: 'Bad link' },
      ],
    });
  });

  it('uses an empty field for whole-payload issues', () => {
    const result = z.string().safeParse(1);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error).errors[0].field).toBe('');
  });
});
