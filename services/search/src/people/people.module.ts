import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { EngineModule } from '../engine/engine.module';
import { PeopleIndexWriter } from './people-index.writer';
import { UserEvents } from './user.events';

/** Members' public profiles in the people index, from auth's events. */
@Module({
  imports: [EngineModule, EmbeddingsModule, ActivityModule],
  controllers: [UserEvents],
  providers: [PeopleIndexWriter],
  exports: [PeopleIndexWriter],
})
export class PeopleModule {}
