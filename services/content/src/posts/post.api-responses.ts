import { contentPageSchema, contentSchema } from '@tessera/contracts';
import type { DataResponseDoc } from '@tessera/platform';
import { z } from 'zod';

/** One post as the viewer may see it. */
export const postResponse: DataResponseDoc = {
  description:
    'Post: ContentDto with its access decision; locked posts carry no media URLs or body',
  data: contentSchema,
};

export const postPageResponse: DataResponseDoc = {
  description: 'Page of posts: { items, page, limit, total }',
  data: contentPageSchema,
};

/** A success that carries only its message. */
export const doneResponse = (description: string): DataResponseDoc => ({
  description,
  data: z.null(),
});

/** Hidden posts answer as missing ones do, so their existence does not leak. */
export const POST_NOT_FOUND = 'No such post, or one only its creator and admins may see';
