import { useQueries } from '@tanstack/react-query';
import type { MediaDto } from '@tessera/contracts';
import { uploadApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export const MEDIA_POLL_INTERVAL_MS = 2000;

const settled = (media: MediaDto | undefined) =>
  media?.status === 'ready' || media?.status === 'failed';

/** The processing state of uploaded files, asked again until each is ready or failed. */
export function useMediaStatuses(mediaIds: string[]): Record<string, MediaDto | undefined> {
  return useQueries({
    queries: mediaIds.map((mediaId) => ({
      queryKey: queryKeys.media(mediaId),
      queryFn: async () => (await uploadApi.media(mediaId)).data,
      refetchInterval: (query: { state: { data?: MediaDto } }) =>
        settled(query.state.data) ? false : MEDIA_POLL_INTERVAL_MS,
    })),
    combine: (results) =>
      Object.fromEntries(mediaIds.map((mediaId, index) => [mediaId, results[index]?.data])),
  });
}
