import { validateUploadFile, type UploadKind } from '@tessera/rules';
import type { MediaDto } from '@tessera/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaStatuses } from '../../../hooks/use-media-statuses';
import { useUploadMedia } from '../../../hooks/use-upload-media';

export type UploadItemStatus = 'rejected' | 'uploading' | 'uploaded' | 'error';

/** One file picked for a post, from the client-side check through upload to processing. */
export interface UploadItem {
  id: string;
  file: File;
  kind?: UploadKind;
  /** Object URL of the file for the preview, for accepted files. */
  previewUrl?: string;
  progress: number;
  status: UploadItemStatus;
  error?: string;
  mediaId?: string;
  /** The connection dropped; the upload is waiting to go on from what the server has. */
  interrupted?: boolean;
}

let nextId = 0;

function newItem(file: File): UploadItem {
  nextId += 1;
  const id = `upload-${nextId}`;
  const check = validateUploadFile(file);
  if (!check.ok) return { id, file, progress: 0, status: 'rejected', error: check.error };
  return {
    id,
    file,
    kind: check.kind,
    previewUrl: URL.createObjectURL(file),
    progress: 0,
    status: 'uploading',
  };
}

/** The files of the post being written: each is checked, uploaded and followed on its own. */
export function useUploadQueue() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const { mutateAsync: uploadMedia } = useUploadMedia();
  const previews = useRef(new Set<string>());
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const urls = previews.current;
    const running = uploads.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      // Leaving the page leaves no upload sending for a post that will not be written.
      running.forEach((controller) => controller.abort());
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      if (!item.kind) return;
      const controller = new AbortController();
      uploads.current.set(item.id, controller);
      update(item.id, { status: 'uploading', progress: 0, error: undefined });
      uploadMedia({
        file: item.file,
        kind: item.kind,
        onProgress: (progress) => update(item.id, { progress }),
        onInterrupted: (interrupted) => update(item.id, { interrupted }),
        signal: controller.signal,
      })
        .then(
          (media) => update(item.id, { status: 'uploaded', progress: 100, mediaId: media.mediaId }),
          (error: Error) =>
            update(item.id, { status: 'error', error: error.message, interrupted: false }),
        )
        .finally(() => {
          if (uploads.current.get(item.id) === controller) uploads.current.delete(item.id);
        });
    },
    [update, uploadMedia],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map(newItem);
      added.forEach((item) => item.previewUrl && previews.current.add(item.previewUrl));
      setItems((current) => [...current, ...added]);
      added.filter((item) => item.status === 'uploading').forEach(start);
    },
    [start],
  );

  const remove = useCallback((id: string) => {
    // A file removed mid-upload stops sending, and its resumable upload is given up.
    uploads.current.get(id)?.abort();
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone?.previewUrl) {
        URL.revokeObjectURL(gone.previewUrl);
        previews.current.delete(gone.previewUrl);
      }
      return current.filter((item) => item.id !== id);
    });
  }, []);

  const mediaIds = items.flatMap((item) => (item.mediaId ? [item.mediaId] : []));
  const media = useMediaStatuses(mediaIds);
  return { items, media, addFiles, remove, retry: start };
}

/** Uploaded files that did not fail processing, in the order they were picked. */
export function usableMedia(items: UploadItem[], media: Record<string, MediaDto | undefined>) {
  return items.filter(
    (item) => item.mediaId !== undefined && media[item.mediaId]?.status !== 'failed',
  );
}
