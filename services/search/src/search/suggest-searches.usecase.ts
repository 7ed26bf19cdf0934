import { Injectable } from '@nestjs/common';
import type { SearchSuggestion, SuggestQuery } from '@tessera/contracts';
import { WithdrawnAccountsRepository } from '../accounts/withdrawn-accounts.repository';
import { PeoplePrivacyRepository } from '../people/people-privacy.repository';
import { BannedTermsRepository } from '../banned-terms/banned-terms.repository';
import { SearchEngineRepository } from '../engine/search-engine.repository';
import type { HelpDocument } from '../help/help-document';
import type { PersonDocument } from '../people/person-document';
import type { PostDocument } from '../posts/post-document';
import { TagSearch } from './tag-search';
import { listedPeopleFilters, type Viewer, visiblePostFilters } from './visibility';

const prefixQuery = (text: string, fields: string[], filters: unknown[]) => ({
  bool: {
    filter: filters,
    must: [{ multi_match: { query: text, type: 'bool_prefix', fields } }],
  },
});

/**
 * Type-ahead over creator names, post titles, tags and help titles, each from what the viewer may
 * see, creators first: people most often look someone up by name.
 */
@Injectable()
export class SuggestSearchesUseCase {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly bannedTerms: BannedTermsRepository,
    private readonly tags: TagSearch,
    private readonly withdrawn: WithdrawnAccountsRepository,
    private readonly privacy: PeoplePrivacyRepository,
  ) {}

  async execute(query: SuggestQuery, viewer: Viewer): Promise<{ suggestions: SearchSuggestion[] }> {
    if (query.q.length < 2 || (await this.bannedTerms.matches(query.q))) return { suggestions: [] };
    const size = query.limit;
    const withdrawn = await this.withdrawn.ids();
    const unsearchable = await this.privacy.unsearchableIds();
    const [people, posts, tags, help] = await Promise.all([
      this.engine.search<PersonDocument>('people', {
        size,
        _source: ['userId', 'displayName', 'username'],
        query: prefixQuery(
          query.q,
          ['displayName.prefix', 'displayName.prefix._2gram', 'username.prefix'],
          listedPeopleFilters([...withdrawn, ...unsearchable]),
        ),
      }),
      this.engine.search<PostDocument>('posts', {
        size,
        _source: ['contentId', 'title'],
        query: prefixQuery(
          query.q,
          ['title.prefix', 'title.prefix._2gram', 'title.prefix._3gram'],
          visiblePostFilters(viewer, withdrawn),
        ),
      }),
      this.tags.search(query.q, viewer),
      this.engine.search<HelpDocument>('help', {
        size,
        _source: ['title', 'url'],
        query: prefixQuery(query.q, ['title.prefix', 'title.prefix._2gram'], []),
      }),
    ]);
    const suggestions: SearchSuggestion[] = [
      ...people.hits.map(({ source }) => ({
        text: source.displayName || source.username,
        type: 'creator' as const,
        url: `/profile/${source.userId}`,
      })),
      ...tags.map((tag) => ({ text: tag.card.title, type: 'tag' as const, url: tag.card.url })),
      ...posts.hits.map(({ source }) => ({
        text: source.title,
        type: 'content' as const,
        url: `/content/${source.contentId}`,
      })),
      ...help.hits.map(({ source }) => ({
        text: source.title,
        type: 'help' as const,
        url: source.url,
      })),
    ];
    const seen = new Set<string>();
    return {
      suggestions: suggestions
        .filter((item) => item.text && !seen.has(item.url) && seen.add(item.url))
        .slice(0, size),
    };
  }
}
