import {
  UPLOAD_METADATA_FILE_NAME,
  UPLOAD_METADATA_FILE_TYPE,
  UPLOAD_SESSIONS_PATH,
  type UploadedMediaDto,
} from '@tessera/contracts';
import { MESSAGES, type UploadKind } from '@tessera/rules';
import { type DetailedError, type HttpStack, Upload } from 'tus-js-client';
import { ApiError } from '../../../api/api-error';
import { uploadApi } from '../../../api/content.api';
import { API_BASE_PATH, failureMessage, refreshSession } from '../../../api/http-client';
import { sessionStore } from '../../../session/session-store';

/** Videos above this size go in chunks, so a dropped connection costs one chunk, not the file. */
export const RESUMABLE_MIN_BYTES = 20 * 1024 * 1024;

/** Bytes per `PATCH`: a dropped connection resends at most this much. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** Waits before each retry after a failure in a row; then the upload gives up (Retry resumes it). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

export function isResumable(file: File, kind: UploadKind): boolean {
  return kind === 'video' && file.size > RESUMABLE_MIN_BYTES;
}

export interface ResumableUploadOptions {
  onProgress: (percent: number) => void;
  /** The upload of an earlier attempt at this file, continued where the server has it. */
  uploadUrl?: string;
  /** Called once the upload's URL is known, so a later attempt can continue it. */
  onUploadUrl?: (uploadUrl: string) => void;
  /** Called while waiting to try again after a failure, and with false once sending resumes. */
  onInterrupted?: (interrupted: boolean) => void;
  /** Aborted when the file is removed: sending stops and the upload is given up. */
  signal?: AbortSignal;
  /** How requests are sent; the browser's XMLHttpRequest unless a test says otherwise. */
  httpStack?: HttpStack;
  retryDelays?: number[];
}

/** The upload stopped because its file was removed, not because anything failed. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

/** The API's error for a failed tus request: its answer's message, or a network failure. */
function apiErrorOf(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(MESSAGES.connectionFailed, 'network');
  const status = response.getStatus();
  let body: unknown = response.getBody();
  try {
    body = JSON.parse(String(body)) as unknown;
  } catch {
    // tus answers some refusals in plain text.
  }
  return new ApiError(failureMessage(status, body), 'http', status);
}

/**
 * Sends a large file over tus in chunks of `CHUNK_BYTES`. After a failure it asks the server
 * for the offset it has and goes on from there, waiting longer each time; an earlier attempt's
 * upload is continued rather than started again. Once the last byte arrived, the server has made
 * the file a media item, as a plain upload does, and its answer is read.
 */
export function uploadResumably(
  file: File,
  options: ResumableUploadOptions,
): Promise<UploadedMediaDto> {
  const { signal } = options;
  let refreshing: Promise<boolean> | null = null;
  let interrupted = false;
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(`${API_BASE_PATH}${UPLOAD_SESSIONS_PATH}`, window.location.origin).href,
      uploadUrl: options.uploadUrl ?? null,
      metadata: {
        [UPLOAD_METADATA_FILE_NAME]: file.name,
        [UPLOAD_METADATA_FILE_TYPE]: file.type,
      },
      chunkSize: CHUNK_BYTES,
      retryDelays: options.retryDelays ?? RETRY_DELAYS_MS,
      // The item of the page keeps the URL for Retry; nothing is left in the browser's storage.
      storeFingerprintForResuming: false,
      ...(options.httpStack ? { httpStack: options.httpStack } : {}),
      onBeforeRequest: async (request) => {
        // An expired access token is renewed once, then the request goes out with the new one.
        if (refreshing) await refreshing;
        refreshing = null;
        const token = sessionStore.get()?.token;
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401 && !refreshing) {
          refreshing = refreshSession();
          return true;
        }
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry) {
          interrupted = true;
          options.onInterrupted?.(true);
        }
        return retry;
      },
      onUploadUrlAvailable: () => {
        if (upload.url) options.onUploadUrl?.(upload.url);
      },
      onProgress: (sent, total) => {
        if (interrupted) {
          interrupted = false;
          options.onInterrupted?.(false);
        }
        options.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0);
      },
      onSuccess: () => resolve(upload.url ?? ''),
      onError: (error) => reject(apiErrorOf(error)),
    });
    signal?.addEventListener(
      'abort',
      () => {
        // Best effort: an upload left behind expires on the server anyway.
        upload.abort(true).catch(() => undefined);
        reject(new UploadCancelledError());
      },
      { once: true },
    );
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    upload.start();
  }).then(async (uploadUrl) => {
    options.onProgress(100);
    return (await uploadApi.finishedUpload(uploadUrl)).data;
  });
}
