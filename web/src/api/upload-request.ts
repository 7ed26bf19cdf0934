import type { ApiSuccess } from '@tessera/contracts';
import { MESSAGES } from '@tessera/rules';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { API_BASE_PATH, failureMessage, readFieldErrors, refreshSession } from './http-client';

/** Uploads may take minutes; only a stalled connection should fail them. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export interface UploadRequestOptions {
  /** Called with the share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendForm(
  path: string,
  form: FormData,
  token: string | null,
  { onProgress, signal }: UploadRequestOptions,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    const failNetwork = () => reject(new ApiError(MESSAGES.connectionFailed, 'network'));
    xhr.onerror = failNetwork;
    xhr.ontimeout = failNetwork;
    xhr.onabort = () => reject(new ApiError(MESSAGES.unexpectedError, 'unexpected'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Sends a multipart form to `/api{path}` with the bearer token, reporting upload progress, and
 * returns the success envelope or throws an ApiError, as apiRequest does for JSON calls.
 */
export async function uploadRequest<T>(
  path: string,
  buildForm: () => FormData,
  options: UploadRequestOptions = {},
): Promise<ApiSuccess<T>> {
  const token = sessionStore.get()?.token ?? null;
  let result = await sendForm(path, buildForm(), token, options);
  if (result.status === 401 && token && (await refreshSession())) {
    options.onProgress?.(0);
    result = await sendForm(path, buildForm(), sessionStore.get()?.token ?? null, options);
  }
  const { status, body } = result;
  if (status < 200 || status >= 300) {
    throw new ApiError(failureMessage(status, body), 'http', status, readFieldErrors(body));
  }
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new ApiError(MESSAGES.unexpectedError, 'unexpected', status);
  }
  return body as ApiSuccess<T>;
}
