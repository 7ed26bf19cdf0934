import type { UploadedMediaDto } from '@tessera/contracts';
import { MESSAGES } from '@tessera/rules';
import type { UploadKind } from '@tessera/rules';
import { type DetailedError, Upload } from 'tus-js-client';
import { ApiError } from '../../../api/api-error';
import { API_BASE_PATH, failureMessage, readFieldErrors } from '../../../api/http-client';
import { sessionStore } from '../../../session/session-store';

/** Videos above this size go resumably, so a dropped connection costs little, not the file. */
export const RESUMABLE_MIN_BYTES = 20 * 1024 * 1024;

/** Waits before each automatic retry; after the last the upload gives up (Retry resumes it). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

/** Where resumable uploads are opened (the tus protocol). */
export const RESUMABLE_ENDPOINT = `${API_BASE_PATH}/upload/files`;

/** Answers after which the upload asks the server where it stands and goes on. */
const TRANSIENT_STATUSES = new Set([408, 409, 423, 429, 502, 503, 504]);

export function isResumable(file: File, kind: UploadKind): boolean {
  return kind === 'video' && file.size > RESUMABLE_MIN_BYTES;
}

export interface ResumableUploadOptions {
  onProgress: (percent: number) => void;
  /** Called while waiting to try again after a failure, and with false once sending resumes. */
  onInterrupted?: (interrupted: boolean) => void;
  retryDelays?: number[];
  /** Aborted when the file is removed: sending stops and the upload is given up. */
  signal?: AbortSignal;
}

/** The upload stopped because its file was removed, not because anything failed. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failure in the API's words: the server's answer, or a dropped connection. */
function apiFailure(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(MESSAGES.connectionFailed, 'network');
  const status = response.getStatus();
  const body = parse(response.getBody());
  return new ApiError(failureMessage(status, body), 'http', status, readFieldErrors(body));
}

/**
 * Sends a large file with tus: the upload's address is kept in localStorage under the file's
 * fingerprint, so Retry (or a reload) continues from the bytes the server has rather than
 * starting over. Network failures and transient answers are ridden out a few times on their own.
 * The last answer carries the media item, as a plain upload's does.
 */
export function uploadResumably(
  file: File,
  options: ResumableUploadOptions,
): Promise<UploadedMediaDto> {
  const { signal, onInterrupted } = options;
  return new Promise((resolve, reject) => {
    let interrupted = false;
    const upload = new Upload(file, {
      endpoint: RESUMABLE_ENDPOINT,
      metadata: { filename: file.name, filetype: file.type },
      retryDelays: options.retryDelays ?? RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        const token = sessionStore.get()?.token;
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onAfterResponse: () => {
        if (!interrupted) return;
        interrupted = false;
        onInterrupted?.(false);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        const retry = status === 0 || TRANSIENT_STATUSES.has(status);
        if (retry) {
          interrupted = true;
          onInterrupted?.(true);
        }
        return retry;
      },
      onProgress: (sent, total) => options.onProgress(Math.floor((sent / total) * 100)),
      onSuccess: ({ lastResponse }) => {
        const body = parse(lastResponse.getBody());
        if (typeof body === 'object' && body !== null && 'data' in body) {
          resolve((body as { data: UploadedMediaDto }).data);
        } else {
          reject(new ApiError(MESSAGES.unexpectedError, 'unexpected', lastResponse.getStatus()));
        }
      },
      onError: (error) => reject(apiFailure(error)),
    });
    signal?.addEventListener(
      'abort',
      () => {
        // Best effort: an upload left behind expires on the server anyway.
        void upload.abort(true).catch(() => undefined);
        reject(new UploadCancelledError());
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (signal?.aborted) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
}
