import {
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { SearchConfig } from '../config/search-config';
import { SearchEngineRepository } from './search-engine.repository';

/** Creates the indices and aliases a fresh cluster lacks before the service takes traffic. */
@Injectable()
class SearchIndicesLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(SearchEngineRepository) private readonly engine: SearchEngineRepository) {}

  onModuleInit(): Promise<void> {
    return this.engine.ensureIndices();
  }

  onApplicationShutdown(): Promise<void> {
    return this.engine.close();
  }
}

/** The OpenSearch indices, one client for the whole service. */
@Module({
  providers: [
    {
      provide: SearchEngineRepository,
      useFactory: (config: SearchConfig) =>
        SearchEngineRepository.connect(config.OPENSEARCH_URL, config.SEARCH_INDEX_PREFIX),
      inject: [SERVICE_CONFIG],
    },
    SearchIndicesLifecycle,
  ],
  exports: [SearchEngineRepository],
})
export class EngineModule {}
