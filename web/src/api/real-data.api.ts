import type {
  PlatformStatsBody,
  RealDataCreatorsBody,
  RealDataCreatorsQuery,
} from '@tessera/contracts';
import { apiBodyRequest } from './http-client';
import { queryString } from './query-string';

/** The section 7 real-data API: whole `{ success, ... }` bodies, without the `data` envelope. */
export const realDataApi = {
  /** Creators newest first, with their counts, one page at `offset`. */
  creators: (limit: number, offset: number) =>
    apiBodyRequest<RealDataCreatorsBody>(
      `/real-data/creators${queryString<RealDataCreatorsQuery>({ limit, offset })}`,
    ),
  /** The platform's own counts: users, creators, posts, subscriptions. */
  platformStats: () => apiBodyRequest<PlatformStatsBody>('/real-data/platform-stats'),
};
