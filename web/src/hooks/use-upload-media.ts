import { useMutation } from '@tanstack/react-query';
import type { UploadKind } from '@tessera/rules';
import { uploadApi } from '../api/content.api';
import { isResumable, uploadResumably } from '../features/content/upload/resumable-upload';

export interface MediaUpload {
  file: File;
  kind: UploadKind;
  onProgress: (percent: number) => void;
  onInterrupted?: (interrupted: boolean) => void;
  /** Aborted when the file is removed before its upload ends. */
  signal?: AbortSignal;
}

/**
 * Sends one file; call it once per file, each call reporting its own progress. Large videos go
 * resumably (tus), surviving a dropped connection; everything else in one request.
 */
export function useUploadMedia() {
  return useMutation({
    mutationFn: async ({ file, kind, onProgress, onInterrupted, signal }: MediaUpload) =>
      isResumable(file, kind)
        ? uploadResumably(file, { onProgress, onInterrupted, signal })
        : (await uploadApi.upload(file, kind, { onProgress, signal })).data,
  });
}
