import { Module } from '@nestjs/common';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { EngineModule } from '../engine/engine.module';
import { HelpIndexWriter } from './help-index.writer';

/** Help articles and public pages in the help index, rewritten at every start. */
@Module({
  imports: [EngineModule, EmbeddingsModule],
  providers: [HelpIndexWriter],
  exports: [HelpIndexWriter],
})
export class HelpModule {}
