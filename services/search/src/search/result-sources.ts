import type { SearchResultCard, SearchResultType } from '@tessera/contracts';
import type { EngineHit, QueryBody } from '../engine/search-engine.repository';
import type { IndexName } from '../engine/search-indices';
import type { HelpDocument } from '../help/help-document';
import type { PersonDocument } from '../people/person-document';
import type { PostDocument } from '../posts/post-document';
import type { BoostInputs } from '../ranking/rank-fusion';
import { listedPeopleFilters, type Viewer, visiblePostFilters } from './visibility';

/** One possible result before ranking, whichever index it came from. */
export interface Candidate {
  key: string;
  card: Omit<SearchResultCard, 'relevanceScore'>;
  boost: BoostInputs;
  /** Where the document is, to read its vector when it is shown; null for tags. */
  document: { index: IndexName; id: string } | null;
  /** Fields the viewer's words matched, from the highlighter. */
  matchedFields: string[];
  sortDate: string | null;
  popularity: number;
}

/** How one kind of result is searched in its index and turned into a card. */
export interface ResultSource {
  type: Exclude<SearchResultType, 'tag'>;
  index: IndexName;
  /** Fields matched by words, with their weight, and their as-you-type prefix fields. */
  fields: string[];
  prefixFields: string[];
  highlight: string[];
  /**
   * `withdrawn`: suspended and banned accounts, left out; `unsearchable`: members who keep their
   * profile out of people search, left out of people only.
   */
  filters(
    viewer: Viewer,
    creatorId: string | undefined,
    withdrawn: readonly string[],
    unsearchable: readonly string[],
  ): QueryBody[];
  toCandidate(hit: EngineHit<never>): Candidate;
}

const mark = (hit: EngineHit<never>, fields: string[]) =>
  fields.flatMap((field) => hit.highlight[field] ?? []).slice(0, 3);

export const PEOPLE_SOURCE: ResultSource = {
  type: 'creator',
  index: 'people',
  fields: ['displayName^3', 'username^3', 'bio'],
  prefixFields: ['displayName.prefix', 'username.prefix'],
  highlight: ['displayName', 'username', 'bio'],
  filters: (_viewer, creatorId, withdrawn, unsearchable) => [
    ...listedPeopleFilters([...withdrawn, ...unsearchable]),
    ...(creatorId ? [{ term: { userId: creatorId } }] : []),
  ],
  toCandidate(hit) {
    const person = hit.source as PersonDocument;
    return {
      key: `creator:${person.userId}`,
      card: {
        id: `creator:${person.userId}`,
        type: 'creator',
        title: person.displayName || person.username,
        subtitle: person.bio || `@${person.username}`,
        thumbnail: person.avatar,
        url: `/profile/${person.userId}`,
        badge: person.isVerified ? 'Verified' : null,
        createdAt: person.createdAt,
        tags: [],
        highlights: mark(hit, this.highlight),
      },
      boost: {
        creatorId: person.userId,
        publishedAt: null,
        engagement: null,
        isVerified: person.isVerified,
      },
      document: { index: 'people', id: hit.id },
      matchedFields: Object.keys(hit.highlight),
      sortDate: person.createdAt,
      popularity: person.followersCount,
    };
  },
};

const posts: ResultSource = {
  type: 'content',
  index: 'posts',
  fields: ['title^3', 'tags^2', 'description', 'category'],
  prefixFields: ['title.prefix', 'tags.prefix'],
  highlight: ['title', 'description', 'tags'],
  filters: (viewer, creatorId, withdrawn) => [
    ...visiblePostFilters(viewer, withdrawn),
    ...(creatorId ? [{ term: { creatorId } }] : []),
  ],
  toCandidate(hit) {
    const post = hit.source as PostDocument;
    const engagement = {
      likes: post.likesCount,
      comments: post.commentsCount,
      views: post.viewsCount,
    };
    return {
      key: `content:${post.contentId}`,
      card: {
        id: `content:${post.contentId}`,
        type: 'content',
        title: post.title || 'Untitled post',
        subtitle: post.description,
        thumbnail: null,
        url: `/content/${post.contentId}`,
        badge: post.privacyLevel === 'public' ? 'Published' : 'Subscribers',
        createdAt: post.publishedAt,
        tags: post.tags,
        highlights: mark(hit, this.highlight),
      },
      boost: {
        creatorId: post.creatorId,
        publishedAt: post.publishedAt,
        engagement,
        isVerified: false,
      },
      document: { index: 'posts', id: hit.id },
      matchedFields: Object.keys(hit.highlight),
      sortDate: post.publishedAt,
      popularity: engagement.likes + 2 * engagement.comments + engagement.views / 10,
    };
  },
};

const help: ResultSource = {
  type: 'help',
  index: 'help',
  fields: ['title^3', 'keywords^2', 'summary^2', 'body'],
  prefixFields: ['title.prefix', 'keywords.prefix'],
  highlight: ['title', 'summary', 'body'],
  filters: () => [],
  toCandidate(hit) {
    const doc = hit.source as HelpDocument;
    return {
      key: `help:${doc.slug}`,
      card: {
        id: `help:${doc.slug}`,
        type: 'help',
        title: doc.title,
        subtitle: doc.summary,
        thumbnail: null,
        url: doc.url,
        badge: doc.kind === 'article' ? 'Help Article' : 'Page',
        createdAt: doc.updatedAt,
        tags: doc.keywords,
        highlights: mark(hit, this.highlight),
      },
      boost: { creatorId: null, publishedAt: null, engagement: null, isVerified: false },
      document: { index: 'help', id: hit.id },
      matchedFields: Object.keys(hit.highlight),
      sortDate: doc.updatedAt,
      popularity: 0,
    };
  },
};

export const RESULT_SOURCES: readonly ResultSource[] = [PEOPLE_SOURCE, posts, help];

/** Words matched with typo tolerance, and as the start of words while the viewer still types. */
export function keywordQuery(source: ResultSource, text: string, filters: QueryBody[]): QueryBody {
  return {
    bool: {
      filter: filters,
      should: [
        {
          multi_match: {
            query: text,
            fields: source.fields,
            fuzziness: 'AUTO',
            prefix_length: 1,
            max_expansions: 20,
          },
        },
        { multi_match: { query: text, type: 'bool_prefix', fields: source.prefixFields } },
      ],
      minimum_should_match: 1,
    },
  };
}

/** Matched words come back wrapped in `<mark>`, with the rest of the text HTML-escaped. */
export function highlightOf(source: ResultSource): QueryBody {
  return {
    encoder: 'html',
    pre_tags: ['<mark>'],
    post_tags: ['</mark>'],
    fields: Object.fromEntries(
      source.highlight.map((field) => [field, { fragment_size: 140, number_of_fragments: 1 }]),
    ),
  };
}
