import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { BannedTermsModule } from '../banned-terms/banned-terms.module';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { EngineModule } from '../engine/engine.module';
import { FollowsModule } from '../follows/follows.module';
import { PeopleModule } from '../people/people.module';
import { SearchEverythingUseCase } from './search-everything.usecase';
import { SearchController } from './search.controller';
import { SuggestSearchesUseCase } from './suggest-searches.usecase';
import { TagSearch } from './tag-search';

/** The search and type-ahead API. */
@Module({
  imports: [
    AccountsModule,
    EngineModule,
    EmbeddingsModule,
    FollowsModule,
    BannedTermsModule,
    PeopleModule,
  ],
  controllers: [SearchController],
  providers: [SearchEverythingUseCase, SuggestSearchesUseCase, TagSearch],
})
export class SearchModule {}
