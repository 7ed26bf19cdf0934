import {
  bookmarkStateSchema,
  categorySchema,
  commentPageSchema,
  commentRequestSchema,
  commentSchema,
  contentFeedPageSchema,
  contentPageSchema,
  contentSchema,
  contentStatsSchema,
  createContentRequestSchema,
  createUploadSessionRequestSchema,
  explorePageSchema,
  exploreQuerySchema,
  feedQuerySchema,
  folderRequestSchema,
  folderSchema,
  likeStateSchema,
  listContentQuerySchema,
  mediaSchema,
  moderationDecisionSchema,
  pageQuerySchema,
  reportRequestSchema,
  tagCountSchema,
  tagsQuerySchema,
  updateContentRequestSchema,
  uploadedMediaSchema,
  uploadQuerySchema,
  uploadSessionSchema,
  viewCountSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { z } from 'zod';

const post = {
  description:
    'Post: ContentDto with its access decision; locked posts carry no media URLs or body',
  data: contentSchema,
};
const postPage = {
  description: 'Page of posts: { items, page, limit, total }',
  data: contentPageSchema,
};
const reactionState = { like: likeStateSchema, bookmark: bookmarkStateSchema };
const done = (description: string) => ({ description, data: z.null() });
const notFound = 'No such post, or one only its creator and admins may see';
const content = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag'>,
): OperationDoc => ({ method, path: `/api/content${path}`, summary, tag: 'content', ...rest });

const uploadSession = {
  description:
    'UploadSessionDto: { sessionId, fileName, mimeType, type, size, chunkSize, offset, status, mediaId, expiresAt }; Upload-Offset and Upload-Length headers',
  data: uploadSessionSchema,
};
const sessionRefusals = {
  401: 'Not signed in',
  403: 'The session belongs to another account',
  404: 'No such session (or it was swept after expiring)',
  410: 'The session has expired',
};
const uploadSessions = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag'>,
): OperationDoc => ({
  method,
  path: `/api/upload/sessions${path}`,
  summary,
  tag: 'content',
  auth: true,
  ...rest,
});

/** Resumable uploads: a session per file, chunks in order, completion into a media item. */
const UPLOAD_SESSION_OPERATIONS: OperationDoc[] = [
  uploadSessions(
    'post',
    '',
    'Open a resumable upload of a large file (the checks of POST /api/upload)',
    {
      query: uploadQuerySchema,
      body: createUploadSessionRequestSchema,
      responses: {
        201: uploadSession,
        400: "Invalid body, unsupported type, a type the sender's plan does not list, or bad purpose",
        401: 'Not signed in',
        403: 'Posts: creators only, active creator plan, daily limit. Messages: media sharing by plan, daily limit',
        413: "File over its size limit (for messages, the sender's plan's)",
      },
    },
  ),
  uploadSessions('get', '/{id}', 'A resumable upload and the offset it continues at (also HEAD)', {
    responses: { 200: uploadSession, ...sessionRefusals },
  }),
  uploadSessions(
    'put',
    '/{id}',
    'Send the chunk at the Upload-Offset header (multipart: chunk); a chunk already committed is acknowledged',
    {
      responses: {
        200: uploadSession,
        400: 'No or bad Upload-Offset, not a multipart form, a chunk too short, or content not of the declared type',
        409: 'Offset not where the upload continues (gap, overlap, past the end), or the upload is complete',
        413: 'A chunk longer than its place in the file',
        ...sessionRefusals,
      },
    },
  ),
  uploadSessions('post', '/{id}/complete', 'Join the chunks into a media item and process it', {
    responses: {
      201: {
        description: 'UploadedMediaDto: { mediaId, url, fileUrl, type, size, status }',
        data: uploadedMediaSchema,
      },
      409: 'Chunks missing, or being completed',
      ...sessionRefusals,
      403: 'Another account’s session, or the upload check refused',
    },
  }),
  uploadSessions('delete', '/{id}', 'Cancel a resumable upload, dropping its chunks', {
    responses: {
      200: done('Cancelled; an expired session is cancelled too'),
      401: sessionRefusals[401],
      403: sessionRefusals[403],
      404: sessionRefusals[404],
      409: 'Already complete, or being completed',
    },
  }),
];

export const CONTENT_OPERATIONS: OperationDoc[] = [
  content(
    'get',
    '',
    'Posts with the section-5 filters; a creator naming their own id sees every status',
    {
      query: listContentQuerySchema,
      responses: { 200: postPage, 401: 'Token invalid' },
    },
  ),
  content(
    'post',
    '',
    'Create a post (JSON naming uploaded media, or a multipart form with the files)',
    {
      auth: true,
      body: createContentRequestSchema,
      responses: {
        201: post,
        401: 'Not signed in',
        403: 'Upload check: creators only, active creator plan, daily limit',
        413: 'A file over its size limit',
      },
    },
  ),
  content('get', '/feed', 'Posts of the creators the viewer subscribes to, newest first', {
    auth: true,
    query: feedQuerySchema,
    responses: {
      200: { description: 'Feed page: { items, nextCursor }', data: contentFeedPageSchema },
      401: 'Not signed in',
    },
  }),
  content('get', '/explore', 'Trending and recent public posts, and new creators', {
    query: exploreQuerySchema,
    responses: {
      200: { description: 'Explore: { trending, recent, creators }', data: explorePageSchema },
    },
  }),
  content('get', '/stats', "The signed-in creator's content stats", {
    auth: true,
    responses: {
      200: { description: 'ContentStatsDto', data: contentStatsSchema },
      401: 'Not signed in',
    },
  }),
  content('get', '/moderation/pending', 'Posts waiting for review', {
    auth: true,
    query: pageQuerySchema,
    responses: { 200: postPage, 401: 'Not signed in', 403: 'Admins only' },
  }),
  content('get', '/folders', "The signed-in creator's folders", {
    auth: true,
    responses: {
      200: { description: 'FolderDto[]', data: z.array(folderSchema) },
      401: 'Not signed in',
    },
  }),
  content('post', '/folders', 'Create a folder', {
    auth: true,
    body: folderRequestSchema,
    responses: { 201: { description: 'FolderDto', data: folderSchema }, 401: 'Not signed in' },
  }),
  content('put', '/folders/{id}', 'Rename a folder', {
    auth: true,
    body: folderRequestSchema.partial(),
    responses: {
      200: { description: 'FolderDto', data: folderSchema },
      401: 'Not signed in',
      404: 'Folder not found',
    },
  }),
  content('delete', '/folders/{id}', 'Delete a folder', {
    auth: true,
    responses: { 200: done('Deleted'), 401: 'Not signed in', 404: 'Folder not found' },
  }),
  content('get', '/categories', 'The five default categories with their published post counts', {
    responses: { 200: { description: 'CategoryDto[]', data: z.array(categorySchema) } },
  }),
  content('get', '/tags', 'Tags of published posts, most used first', {
    query: tagsQuerySchema,
    responses: { 200: { description: 'Array<{ tag, count }>', data: z.array(tagCountSchema) } },
  }),
  content('get', '/{id}', 'A post as the viewer may see it', {
    responses: { 200: post, 401: 'Token invalid', 404: notFound },
  }),
  content('put', '/{id}', 'Edit a post, or archive, unpublish or submit it', {
    auth: true,
    body: updateContentRequestSchema,
    responses: {
      200: post,
      401: 'Not signed in',
      403: 'Not the creator or an admin',
      404: notFound,
    },
  }),
  content('delete', '/{id}', 'Remove a post and its media', {
    auth: true,
    responses: {
      200: done('Deleted'),
      401: 'Not signed in',
      403: 'Not the creator or an admin',
      404: notFound,
    },
  }),
  content('post', '/{id}/moderation', 'Approve (publish or schedule) or reject a pending post', {
    auth: true,
    body: moderationDecisionSchema,
    responses: { 200: post, 401: 'Not signed in', 403: 'Admins only', 404: notFound },
  }),
  ...(['like', 'bookmark'] as const).flatMap((kind) => [
    content('post', `/{id}/${kind}`, `Add a ${kind}`, {
      auth: true,
      responses: {
        200: { description: `The viewer's ${kind} state`, data: reactionState[kind] },
        401: 'Not signed in',
        403: 'No access',
        404: notFound,
      },
    }),
    content('delete', `/{id}/${kind}`, `Remove a ${kind}`, {
      auth: true,
      responses: {
        200: { description: `The viewer's ${kind} state`, data: reactionState[kind] },
        401: 'Not signed in',
        403: 'No access',
        404: notFound,
      },
    }),
  ]),
  content('post', '/{id}/view', 'Count a view, once per viewer and day', {
    responses: {
      200: { description: '{ viewsCount }', data: viewCountSchema },
      403: 'No access',
      404: notFound,
    },
  }),
  content('get', '/{id}/comments', 'Comments, newest first', {
    query: pageQuerySchema,
    responses: {
      200: { description: 'Page of CommentDto', data: commentPageSchema },
      403: 'No access',
      404: notFound,
    },
  }),
  content('post', '/{id}/comments', 'Comment on a post', {
    auth: true,
    body: commentRequestSchema,
    responses: {
      201: { description: 'CommentDto', data: commentSchema },
      401: 'Not signed in',
      403: 'No access',
      404: notFound,
    },
  }),
  content('post', '/{id}/report', 'Report a post to moderation (content.flagged)', {
    auth: true,
    body: reportRequestSchema,
    responses: { 201: done('Reported'), 401: 'Not signed in', 404: notFound },
  }),
  {
    method: 'post',
    path: '/api/upload',
    tag: 'content',
    summary:
      'Upload a photo or video (multipart: file, type) for a post or a message; streamed to storage, processed in the background',
    auth: true,
    query: uploadQuerySchema,
    responses: {
      201: {
        description: 'UploadedMediaDto: { mediaId, url, fileUrl, type, size, status }',
        data: uploadedMediaSchema,
      },
      400: "Not a multipart form, wrong type, unsupported file, a type the sender's plan does not list, or bad purpose",
      401: 'Not signed in',
      403: 'Posts: creators only, active creator plan, daily limit. Messages: media sharing by plan, daily limit',
      413: "File over its size limit (for messages, the sender's plan's)",
    },
  },
  ...UPLOAD_SESSION_OPERATIONS,
  {
    method: 'get',
    path: '/api/upload/{id}',
    tag: 'content',
    summary: 'An upload and its processing status',
    auth: true,
    responses: {
      200: { description: 'MediaDto', data: mediaSchema },
      401: 'Not signed in',
      404: 'No such upload of yours',
    },
  },
];
