import { z } from 'zod';

const tagName = z
  .string()
  .trim()
  .min(1, 'A tag name is required')
  .max(40, 'A tag name has at most 40 characters');

const tagFields = {
  name: tagName,
  description: z.string().trim().max(500, 'A description has at most 500 characters'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The color is a hex value such as #3B82F6'),
  category: z.string().trim().min(1, 'A category is required').max(40),
  isActive: z.boolean(),
  parentTagId: z.string().min(1).nullable(),
};

export const createTagSchema = z.strictObject({
  name: tagFields.name,
  description: tagFields.description.default(''),
  color: tagFields.color.default('#3B82F6'),
  category: tagFields.category.default('general'),
  isActive: tagFields.isActive.default(true),
  parentTagId: tagFields.parentTagId.default(null),
});

export type CreateTagRequest = z.output<typeof createTagSchema>;

export const updateTagSchema = z
  .strictObject(tagFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');

export type UpdateTagRequest = z.output<typeof updateTagSchema>;

/** Section 3's Tag; `usageCount` counts the published posts that carry the tag's name. */
export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  category: z.string(),
  usageCount: z.number().int().min(0),
  isActive: z.boolean(),
  parentTagId: z.string().nullable(),
  childTags: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type TagDto = z.output<typeof tagSchema>;
