import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type SearchQuery,
  searchQuerySchema,
  searchResponseSchema,
  type SuggestQuery,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  OptionalJwtAuthGuard,
  respond,
  ValidQuery,
} from '@tessera/platform';
import { SearchEverythingUseCase } from './search-everything.usecase';
import { SuggestSearchesUseCase } from './suggest-searches.usecase';

@Controller('search')
@UseGuards(OptionalJwtAuthGuard)
export class SearchController {
  constructor(
    private readonly searchEverything: SearchEverythingUseCase,
    private readonly suggestSearches: SuggestSearchesUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Search creators, posts, tags and help by words and meaning, within what you may see',
    operationId: 'search',
    query: searchQuerySchema,
    responses: {
      200: {
        description: 'Result cards and why each ranks where it does',
        data: searchResponseSchema,
      },
    },
  })
  async search(
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @ValidQuery() query: SearchQuery,
  ) {
    return respond(await this.searchEverything.execute(query, viewer ?? null));
  }

  @Get('suggest')
  @ApiOperation({
    summary: 'Type-ahead: titles, names and tags starting with what was typed',
    operationId: 'searchSuggest',
    query: suggestQuerySchema,
    responses: { 200: { description: 'Suggestions', data: suggestResponseSchema } },
  })
  async suggest(
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @ValidQuery() query: SuggestQuery,
  ) {
    return respond(await this.suggestSearches.execute(query, viewer ?? null));
  }
}
