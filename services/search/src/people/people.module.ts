import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityModule } from '../activity/activity.module';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { EngineModule } from '../engine/engine.module';
import { PeopleIndexWriter } from './people-index.writer';
import { SearchPrivacy, SearchPrivacySchema } from './search-privacy.schema';
import { PeoplePrivacyRepository } from './people-privacy.repository';
import { UserEvents } from './user.events';

/** Members' public profiles in the people index, and who keeps theirs out of search. */
@Module({
  imports: [
    EngineModule,
    EmbeddingsModule,
    ActivityModule,
    MongooseModule.forFeature([{ name: SearchPrivacy.name, schema: SearchPrivacySchema }]),
  ],
  controllers: [UserEvents],
  providers: [PeopleIndexWriter, PeoplePrivacyRepository],
  exports: [PeopleIndexWriter, PeoplePrivacyRepository],
})
export class PeopleModule {}
