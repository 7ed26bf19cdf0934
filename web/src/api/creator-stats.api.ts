import type {
  CreatorEarningsSummaryDto,
  CreatorSubscriberPageDto,
  CreatorSubscribersQueryParams,
  SubscriberChangesDto,
  TopFansDto,
} from '@tessera/contracts';
import { apiRequest, apiTextRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

const BASE = '/billing/creator-stats';

/** Creator Studio's figures for the signed-in creator: money, subscriber changes and fans. */
export const creatorStatsApi = {
  earnings: () => apiRequest<CreatorEarningsSummaryDto>(`${BASE}/earnings`),
  subscriberChanges: () => apiRequest<SubscriberChangesDto>(`${BASE}/subscriber-changes`),
  topFans: () => apiRequest<TopFansDto>(`${BASE}/top-fans`),
  subscribers: (query: QueryParams<CreatorSubscribersQueryParams>) =>
    apiRequest<CreatorSubscriberPageDto>(
      `${BASE}/subscribers${queryString<CreatorSubscribersQueryParams>(query)}`,
    ),
  /** The whole subscriber list as CSV text. */
  subscribersCsv: () => apiTextRequest(`${BASE}/subscribers.csv`),
};
