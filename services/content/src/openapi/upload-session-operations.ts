import {
  createUploadSessionRequestSchema,
  uploadedMediaSchema,
  uploadQuerySchema,
  uploadSessionSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { z } from 'zod';

// Kept apart from the handlers while the resumable uploads move to tus: the new controller
// carries its own contracts, and this list goes with the old routes.

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
export const UPLOAD_SESSION_OPERATIONS: OperationDoc[] = [
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
  uploadSessions(
    'get',
    '/{sessionId}',
    'A resumable upload and the offset it continues at (also HEAD)',
    {
      responses: { 200: uploadSession, ...sessionRefusals },
    },
  ),
  uploadSessions(
    'put',
    '/{sessionId}',
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
  uploadSessions(
    'post',
    '/{sessionId}/complete',
    'Join the chunks into a media item and process it',
    {
      responses: {
        201: {
          description: 'UploadedMediaDto: { mediaId, url, fileUrl, type, size, status }',
          data: uploadedMediaSchema,
        },
        409: 'Chunks missing, or being completed',
        ...sessionRefusals,
        403: 'Another account’s session, or the upload check refused',
      },
    },
  ),
  uploadSessions('delete', '/{sessionId}', 'Cancel a resumable upload, dropping its chunks', {
    responses: {
      200: { description: 'Cancelled; an expired session is cancelled too', data: z.null() },
      401: sessionRefusals[401],
      403: sessionRefusals[403],
      404: sessionRefusals[404],
      409: 'Already complete, or being completed',
    },
  }),
];
