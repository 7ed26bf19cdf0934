import type { UploadedMediaDto, UploadSessionDto } from '@tessera/contracts';
import type { UploadKind } from '@tessera/rules';
import { ApiError } from '../../../api/api-error';
import { uploadApi } from '../../../api/content.api';

/** Videos above this size go in chunks, so a dropped connection costs one chunk, not the file. */
export const RESUMABLE_MIN_BYTES = 20 * 1024 * 1024;

/** Failures in a row the upload rides out on its own before it gives up (Retry resumes it). */
export const AUTO_RETRIES = 5;

/** Answers after which the server's committed offset is asked for and sending goes on. */
const TRANSIENT_STATUSES = new Set([408, 409, 429, 502, 503, 504]);

export function isResumable(file: File, kind: UploadKind): boolean {
  return kind === 'video' && file.size > RESUMABLE_MIN_BYTES;
}

export interface ResumableUploadOptions {
  onProgress: (percent: number) => void;
  /** The session of an earlier attempt at this file, continued where the server has it. */
  sessionId?: string;
  /** Called once the session is known, so a later attempt can continue it. */
  onSession?: (sessionId: string) => void;
  /** Called while waiting to try again after a failure, and with false once sending resumes. */
  onInterrupted?: (interrupted: boolean) => void;
  /** Waits before the given attempt (1 for the first retry). */
  wait?: (attempt: number) => Promise<void>;
  /** Aborted when the file is removed: sending stops and the session is given up. */
  signal?: AbortSignal;
}

/** The upload stopped because its file was removed, not because anything failed. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

const backoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** (attempt - 1), 15_000)));

function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || TRANSIENT_STATUSES.has(error.status ?? 0);
}

/** Continues the earlier session when the server still has it, else opens a new one. */
async function sessionFor(file: File, sessionId: string | undefined): Promise<UploadSessionDto> {
  if (sessionId) {
    try {
      return (await uploadApi.session(sessionId)).data;
    } catch (error) {
      const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
      if (!gone) throw error;
    }
  }
  return (await uploadApi.openSession(file)).data;
}

/**
 * Sends a large file in the server's chunks, in order. After a network failure (or an answer
 * saying the chunk was not where the upload continues) it asks the server for the committed
 * offset and goes on from there, waiting longer each time; a chunk the server already has is
 * never sent twice on purpose, and one sent twice by accident is harmless. Completing turns the
 * upload into a media item, as a plain upload does.
 */
export async function uploadResumably(
  file: File,
  options: ResumableUploadOptions,
): Promise<UploadedMediaDto> {
  const { signal } = options;
  const wait = options.wait ?? backoff;
  let session = await sessionFor(file, options.sessionId);
  options.onSession?.(session.sessionId);
  const stopIfCancelled = async () => {
    if (!signal?.aborted) return;
    // Best effort: a session left behind expires on the server anyway.
    await uploadApi.cancelSession(session.sessionId).catch(() => undefined);
    throw new UploadCancelledError();
  };
  const report = (sent: number) => options.onProgress(Math.floor((sent / session.size) * 100));
  let failures = 0;
  let stale = false;
  while (stale || session.offset < session.size) {
    await stopIfCancelled();
    try {
      if (stale) {
        session = (await uploadApi.session(session.sessionId)).data;
        stale = false;
        options.onInterrupted?.(false);
        continue;
      }
      const start = session.offset;
      const length = Math.min(session.chunkSize, session.size - start);
      report(start);
      session = (
        await uploadApi.sendChunk(session.sessionId, start, file.slice(start, start + length), {
          onProgress: (percent) => report(start + (length * percent) / 100),
          signal,
        })
      ).data;
      failures = 0;
    } catch (error) {
      await stopIfCancelled();
      if (!isTransient(error) || failures >= AUTO_RETRIES) throw error;
      failures += 1;
      stale = true;
      options.onInterrupted?.(true);
      await wait(failures);
    }
  }
  report(session.size);
  await stopIfCancelled();
  return (await uploadApi.completeSession(session.sessionId)).data;
}
