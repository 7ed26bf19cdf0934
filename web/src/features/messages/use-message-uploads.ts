import { MESSAGES, validateUploadFile } from '@tessera/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadApi } from '../../api/content.api';

/** How often a file still being processed is asked about. */
const PROCESSING_POLL_MS = 1000;

export interface PendingUpload {
  localId: string;
  name: string;
  kind: 'image' | 'video';
  /** A local address of the file for its thumbnail in the composer. */
  localUrl: string;
  progress: number;
  state: 'uploading' | 'processing' | 'ready' | 'failed';
  mediaId: string | null;
  error: string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Files attached in the composer: each is uploaded through the media pipeline as a message
 * attachment with its progress, then followed until processing made it ready (or failed).
 */
export function useMessageUploads() {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const patch = useCallback((localId: string, change: Partial<PendingUpload>) => {
    if (!mounted.current) return;
    setUploads((current) =>
      current.map((upload) => (upload.localId === localId ? { ...upload, ...change } : upload)),
    );
  }, []);

  const follow = useCallback(
    async (localId: string, mediaId: string) => {
      while (mounted.current) {
        const media = (await uploadApi.media(mediaId)).data;
        if (media.status === 'ready') return patch(localId, { state: 'ready' });
        if (media.status === 'failed') {
          return patch(localId, {
            state: 'failed',
            error: media.error ?? MESSAGES.unexpectedError,
          });
        }
        await wait(PROCESSING_POLL_MS);
      }
    },
    [patch],
  );

  const add = useCallback(
    (file: File) => {
      const checked = validateUploadFile({ type: file.type, size: file.size });
      const localId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const upload: PendingUpload = {
        localId,
        name: file.name,
        kind: checked.ok ? checked.kind : 'image',
        localUrl: URL.createObjectURL(file),
        progress: 0,
        state: checked.ok ? 'uploading' : 'failed',
        mediaId: null,
        error: checked.ok ? null : checked.error,
      };
      setUploads((current) => [...current, upload]);
      if (!checked.ok) return;
      const onProgress = (progress: number) => patch(localId, { progress });
      uploadApi
        .upload(file, checked.kind, { onProgress }, 'message')
        .then(({ data }) => {
          patch(localId, { mediaId: data.mediaId, state: 'processing', progress: 100 });
          return follow(localId, data.mediaId);
        })
        .catch((error: Error) => patch(localId, { state: 'failed', error: error.message }));
    },
    [follow, patch],
  );

  const remove = useCallback((localId: string) => {
    setUploads((current) => {
      const gone = current.find((upload) => upload.localId === localId);
      if (gone) URL.revokeObjectURL(gone.localUrl);
      return current.filter((upload) => upload.localId !== localId);
    });
  }, []);

  const clear = useCallback(() => {
    setUploads((current) => {
      for (const upload of current) URL.revokeObjectURL(upload.localUrl);
      return [];
    });
  }, []);

  const ready = uploads.filter((upload) => upload.state === 'ready' && upload.mediaId);
  return {
    uploads,
    add,
    remove,
    clear,
    /** Every attached file is ready, so the message can go. */
    allReady: uploads.length > 0 && ready.length === uploads.length,
    busy: uploads.some((upload) => upload.state === 'uploading' || upload.state === 'processing'),
    attachments: ready.map((upload) => ({ mediaId: upload.mediaId as string, kind: upload.kind })),
  };
}
