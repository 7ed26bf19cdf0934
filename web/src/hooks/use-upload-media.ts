import { useMutation } from '@tanstack/react-query';
import type { UploadKind } from '@tessera/rules';
import { uploadApi } from '../api/content.api';

export interface MediaUpload {
  file: File;
  kind: UploadKind;
  onProgress: (percent: number) => void;
}

/** Sends one file; call it once per file, each call reporting its own progress. */
export function useUploadMedia() {
  return useMutation({
    mutationFn: async ({ file, kind, onProgress }: MediaUpload) =>
      (await uploadApi.upload(file, kind, { onProgress })).data,
  });
}
