import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { creatorStatsApi } from '../../../api/creator-stats.api';
import { queryKeys } from '../../../api/query-keys';

/** The signed-in creator's net earnings today and this month, by kind. */
export function useCreatorEarnings() {
  return useQuery({
    queryKey: queryKeys.creatorStats.earnings,
    queryFn: async () => (await creatorStatsApi.earnings()).data,
  });
}

/** New and lost subscribers today and this month. */
export function useSubscriberChanges() {
  return useQuery({
    queryKey: queryKeys.creatorStats.subscriberChanges,
    queryFn: async () => (await creatorStatsApi.subscriberChanges()).data,
  });
}

/** The ten fans who paid the creator the most. */
export function useTopFans() {
  return useQuery({
    queryKey: queryKeys.creatorStats.topFans,
    queryFn: async () => (await creatorStatsApi.topFans()).data,
  });
}

/** One page of the creator's subscribers; the previous page stays on screen while the next loads. */
export function useCreatorSubscribers(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.creatorStats.subscribers({ page, limit }),
    queryFn: async () => (await creatorStatsApi.subscribers({ page, limit })).data,
    placeholderData: keepPreviousData,
  });
}
