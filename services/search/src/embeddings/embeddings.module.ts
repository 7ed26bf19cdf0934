import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { SearchConfig } from '../config/search-config';
import { MiniLmTextEmbedder } from './minilm-text-embedder';
import { TextEmbedder } from './text-embedder';

/**
 * Provides the TextEmbedder port, backed by all-MiniLM-L6-v2 from the configured folder. The model
 * loads while the application starts, once for every feature that imports this module, so a
 * missing or broken model stops the service before it takes traffic.
 */
@Module({
  providers: [
    {
      provide: TextEmbedder,
      useFactory: (config: SearchConfig) => MiniLmTextEmbedder.load(config.EMBEDDING_MODEL_DIR),
      inject: [SERVICE_CONFIG],
    },
  ],
  exports: [TextEmbedder],
})
export class EmbeddingsModule {}
