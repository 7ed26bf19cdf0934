import { Injectable } from '@nestjs/common';
import type {
  PlatformStats,
  RealDataActivity,
  RealDataContent,
  RealDataContentQuery,
  RealDataUser,
} from '@tessera/contracts';
import { ActivityRepository } from '../activity/activity.repository';
import { DailyMetricsRepository, PLATFORM_OWNER } from '../analytics/daily-metrics.repository';
import { SearchEngineRepository } from '../engine/search-engine.repository';
import { FollowsRepository } from '../follows/follows.repository';
import { keywordQuery, PEOPLE_SOURCE } from '../search/result-sources';
import { WithdrawnAccountsRepository } from '../accounts/withdrawn-accounts.repository';
import { PeoplePrivacyRepository } from '../people/people-privacy.repository';
import { CreatorPricesClient } from './creator-prices.client';
import type { PersonDocument } from '../people/person-document';
import type { PostDocument } from '../posts/post-document';
import {
  listedPeopleFilters,
  listedPostFilters,
  type Viewer,
  visiblePostFilters,
} from '../search/visibility';

const PERSON_FIELDS = [
  'userId',
  'username',
  'displayName',
  'role',
  'bio',
  'avatar',
  'coverImage',
  'isVerified',
  'followersCount',
  'createdAt',
];
const POST_EXCLUDES = ['embedding'];

interface CountBuckets {
  creators?: { buckets?: Array<{ key: string; doc_count: number }> };
}

/** How hot a post is: engagement, fading with a week's half-life from publication. */
const TRENDING_SCORE = {
  function_score: {
    functions: [
      {
        script_score: {
          script: {
            source:
              "Math.log1p(doc['likesCount'].value * 3 + doc['commentsCount'].value * 5 + doc['viewsCount'].value * 0.2)",
          },
        },
      },
      { gauss: { publishedAt: { origin: 'now', scale: '7d', decay: 0.5 } } },
    ],
    score_mode: 'multiply',
    boost_mode: 'replace',
  },
};

/**
 * The section 7 real-data API, read from the search indices and the service's own read models:
 * the same visibility rules as search, so a list never shows what its viewer may not see.
 */
@Injectable()
export class RealDataService {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly follows: FollowsRepository,
    private readonly metrics: DailyMetricsRepository,
    private readonly activity: ActivityRepository,
    private readonly prices: CreatorPricesClient,
    private readonly withdrawn: WithdrawnAccountsRepository,
    private readonly privacy: PeoplePrivacyRepository,
  ) {}

  async platformStats(): Promise<PlatformStats> {
    const withdrawn = await this.withdrawn.ids();
    const [totalUsers, totalCreators, totalContent, totalSubscriptions, totalRevenue] =
      await Promise.all([
        this.engine.count('people', { terms: { role: ['creator', 'subscriber'] } }),
        this.engine.count('people', { bool: { filter: listedPeopleFilters(withdrawn) } }),
        this.engine.count('posts', { bool: { filter: visiblePostFilters(null, withdrawn) } }),
        this.follows.activeCount(new Date()),
        this.metrics.total(PLATFORM_OWNER, 'revenue'),
      ]);
    return {
      totalUsers,
      totalCreators,
      totalContent,
      totalSubscriptions,
      totalRevenue: Math.max(0, totalRevenue),
    };
  }

  /** Creators with the most followers first, then the newest. */
  async creators(
    limit: number,
    offset: number,
  ): Promise<{ creators: RealDataUser[]; total: number }> {
    const found = await this.engine.search<PersonDocument>('people', {
      from: offset,
      size: limit,
      track_total_hits: true,
      _source: PERSON_FIELDS,
      query: { bool: { filter: listedPeopleFilters(await this.withdrawn.ids()) } },
      sort: [{ followersCount: 'desc' }, { createdAt: { order: 'desc', missing: '_last' } }],
    });
    return {
      creators: await this.withPostCounts(found.hits.map((hit) => hit.source)),
      total: found.total,
    };
  }

  /** Verified creators first, then by followers. */
  async featuredCreators(limit: number): Promise<RealDataUser[]> {
    const found = await this.engine.search<PersonDocument>('people', {
      size: limit,
      _source: PERSON_FIELDS,
      query: { bool: { filter: listedPeopleFilters(await this.withdrawn.ids()) } },
      sort: [{ isVerified: 'desc' }, { followersCount: 'desc' }, { createdAt: 'desc' }],
    });
    return this.withPostCounts(found.hits.map((hit) => hit.source));
  }

  /** Public posts first, then the newest; non-public ones only where the viewer may see them. */
  async content(
    query: RealDataContentQuery,
    viewer: Viewer,
  ): Promise<{ content: RealDataContent[]; total: number }> {
    const found = await this.engine.search<PostDocument>('posts', {
      from: query.offset,
      size: query.limit,
      track_total_hits: true,
      _source: { excludes: POST_EXCLUDES },
      query: {
        bool: {
          filter: listedPostFilters(viewer, query.includePrivate, await this.withdrawn.ids()),
        },
      },
      sort: [
        { isPublic: 'desc' },
        { publishedAt: { order: 'desc', missing: '_last' } },
        { contentId: 'asc' },
      ],
    });
    return {
      content: await this.withCreators(found.hits.map((hit) => hit.source)),
      total: found.total,
    };
  }

  async trending(limit: number, viewer: Viewer): Promise<RealDataContent[]> {
    const found = await this.engine.search<PostDocument>('posts', {
      size: limit,
      _source: { excludes: POST_EXCLUDES },
      query: {
        function_score: {
          ...TRENDING_SCORE.function_score,
          query: { bool: { filter: visiblePostFilters(viewer, await this.withdrawn.ids()) } },
        },
      },
    });
    return this.withCreators(found.hits.map((hit) => hit.source));
  }

  /**
   * Creators by name or username, typos forgiven, leaving out those who keep their profile out of
   * search; a blank query searches nothing.
   */
  async searchUsers(text: string, limit: number): Promise<RealDataUser[]> {
    if (text === '') return [];
    const excluded = [...(await this.withdrawn.ids()), ...(await this.privacy.unsearchableIds())];
    const found = await this.engine.search<PersonDocument>('people', {
      size: limit,
      _source: PERSON_FIELDS,
      query: keywordQuery(PEOPLE_SOURCE, text, listedPeopleFilters(excluded)),
    });
    return this.withPostCounts(found.hits.map((hit) => hit.source));
  }

  /** A creator's public card; null for unknown ids and for members who are not creators. */
  async user(id: string): Promise<RealDataUser | null> {
    const person = (await this.engine.getMany<PersonDocument>('people', [id])).get(id);
    if (!person || person.role !== 'creator') return null;
    if ((await this.withdrawn.ids()).includes(id)) return null;
    const [withCounts] = await this.withPostCounts([person]);
    return withCounts;
  }

  /** Creators joining and public posts appearing, leaving out what has since been hidden. */
  async recentActivity(limit: number): Promise<RealDataActivity[]> {
    const [entries, withdrawn] = await Promise.all([
      this.activity.newest(limit * 2),
      this.withdrawn.ids(),
    ]);
    const [people, posts] = await Promise.all([
      this.engine.getMany<PersonDocument>(
        'people',
        entries.map((entry) => entry.actorId),
      ),
      this.visiblePosts(entries.flatMap((entry) => entry.subjectId ?? [])),
    ]);
    const activity: RealDataActivity[] = [];
    for (const entry of entries) {
      const actor = people.get(entry.actorId);
      if (!actor || actor.role !== 'creator' || withdrawn.includes(entry.actorId)) continue;
      const post = entry.subjectId ? posts.get(entry.subjectId) : undefined;
      if (entry.type === 'published' && !post) continue;
      activity.push({
        id: entry._id,
        type: entry.type,
        actorId: entry.actorId,
        actorName: actor.displayName || actor.username,
        subjectId: entry.subjectId,
        subjectTitle: post?.title ?? null,
        occurredAt: entry.occurredAt.toISOString(),
      });
    }
    return activity.slice(0, limit);
  }

  private async visiblePosts(ids: string[]): Promise<Map<string, PostDocument>> {
    if (ids.length === 0) return new Map();
    const found = await this.engine.search<PostDocument>('posts', {
      size: ids.length,
      _source: ['contentId', 'title'],
      query: {
        bool: {
          filter: [
            ...visiblePostFilters(null, await this.withdrawn.ids()),
            { ids: { values: ids } },
          ],
        },
      },
    });
    return new Map(found.hits.map((hit) => [hit.id, hit.source]));
  }

  /** Each creator's count of posts anyone may see (one aggregation) and lowest price. */
  /**
   * The people as cards with their post counts and lowest prices. Followers are the creator's
   * subscribers, so their count is 0 unless the creator shows the subscriber count.
   */
  private async withPostCounts(people: PersonDocument[]): Promise<RealDataUser[]> {
    const ids = people.map((person) => person.userId);
    const counts = new Map<string, number>();
    const prices = this.prices.lowestPrices(ids);
    const showing = this.privacy.showingSubscriberCounts(ids);
    if (ids.length > 0) {
      const found = await this.engine.search<never>('posts', {
        size: 0,
        query: {
          bool: {
            filter: [
              ...visiblePostFilters(null, await this.withdrawn.ids()),
              { terms: { creatorId: ids } },
            ],
          },
        },
        aggs: { creators: { terms: { field: 'creatorId', size: ids.length } } },
      });
      for (const bucket of (found.aggregations as CountBuckets).creators?.buckets ?? []) {
        counts.set(bucket.key, bucket.doc_count);
      }
    }
    const [lowest, shown] = await Promise.all([prices, showing]);
    return people.map((person) =>
      toUser(
        shown.has(person.userId) ? person : { ...person, followersCount: 0 },
        counts.get(person.userId) ?? 0,
        lowest.get(person.userId) ?? null,
      ),
    );
  }

  private async withCreators(posts: PostDocument[]): Promise<RealDataContent[]> {
    const creators = await this.engine.getMany<PersonDocument>(
      'people',
      posts.map((post) => post.creatorId),
    );
    return posts.map((post) => toContent(post, creators.get(post.creatorId)));
  }
}

function toUser(
  person: PersonDocument,
  postsCount: number,
  lowestPrice: RealDataUser['lowestPrice'],
): RealDataUser {
  return {
    id: person.userId,
    username: person.username,
    displayName: person.displayName || person.username,
    role: person.role === 'creator' ? 'creator' : 'subscriber',
    bio: person.bio,
    avatar: person.avatar,
    coverImage: person.coverImage,
    isVerified: person.isVerified,
    followersCount: person.followersCount,
    postsCount,
    lowestPrice,
    createdAt: person.createdAt ?? '',
  };
}

function toContent(post: PostDocument, creator: PersonDocument | undefined): RealDataContent {
  return {
    id: post.contentId,
    creatorId: post.creatorId,
    title: post.title,
    description: post.description,
    type: post.type,
    privacyLevel: post.privacyLevel,
    isPublic: post.isPublic,
    status: post.status,
    tags: post.tags,
    category: post.category,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    viewsCount: post.viewsCount,
    createdAt: post.publishedAt ?? post.summaryChangedAt ?? '',
    creator:
      creator && creator.role === 'creator'
        ? {
            id: creator.userId,
            username: creator.username,
            displayName: creator.displayName || creator.username,
            avatar: creator.avatar,
            isVerified: creator.isVerified,
          }
        : null,
  };
}
