import type { ServiceDefinition } from '@tessera/platform';
import { AccountsModule } from './accounts/accounts.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { BannedTermsModule } from './banned-terms/banned-terms.module';
import { loadSearchConfig, type SearchConfig } from './config/search-config';
import { SearchEngineRepository } from './engine/search-engine.repository';
import { FollowsModule } from './follows/follows.module';
import { HelpModule } from './help/help.module';
import { PeopleModule } from './people/people.module';
import { PostsModule } from './posts/posts.module';
import { RealDataModule } from './real-data/real-data.module';
import { RebuildModule } from './rebuild/rebuild.module';
import { SearchModule } from './search/search.module';

/**
 * Search and discovery: OpenSearch indices of creators, posts and help built from events, ranked
 * by words and by meaning (MiniLM), within what each viewer may see; the real-data API and
 * analytics read the same indices and the service's own read models.
 */
export const searchService: ServiceDefinition<SearchConfig> = {
  name: 'search',
  loadConfig: loadSearchConfig,
  features: () => ({
    imports: [
      AccountsModule,
      PeopleModule,
      PostsModule,
      FollowsModule,
      AnalyticsModule,
      BannedTermsModule,
      HelpModule,
      SearchModule,
      RealDataModule,
      RebuildModule,
    ],
  }),
  healthIndicators: (config) => [
    SearchEngineRepository.connect(config.OPENSEARCH_URL, config.SEARCH_INDEX_PREFIX).health,
  ],
};
