import { Controller } from '@nestjs/common';
import type { EventData, TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { ActivityRepository } from '../activity/activity.repository';
import { CounterChangesRepository } from '../analytics/counter-changes.repository';
import { DailyMetricsRepository } from '../analytics/daily-metrics.repository';
import type { PostSummaryFields } from './post-document';
import { PostsIndexWriter } from './posts-index.writer';

type Summary = EventData<'content.published'> | EventData<'content.updated'>;

function summaryFields(data: Summary): PostSummaryFields {
  return {
    creatorId: data.creatorId,
    title: data.title,
    description: data.description,
    tags: data.tags,
    category: data.category,
    type: data.type,
    privacyLevel: data.privacyLevel,
    isPublic: data.isPublic,
    status: data.status,
    priceCents: data.priceCents,
  };
}

/**
 * Posts from content: summaries into the posts index, removals as tombstones, counters into the
 * index and, as daily changes, into analytics; a public post's publication into recent activity.
 */
@Controller()
export class ContentEvents {
  constructor(
    private readonly posts: PostsIndexWriter,
    private readonly counters: CounterChangesRepository,
    private readonly metrics: DailyMetricsRepository,
    private readonly activity: ActivityRepository,
  ) {}

  @ConsumeEvent('content.published')
  async onPublished({ id, data }: TypedEvent<'content.published'>): Promise<void> {
    const publishedAt = new Date(data.publishedAt);
    await this.posts.applySummary(
      data.contentId,
      { ...summaryFields(data), publishedAt: publishedAt.toISOString() },
      publishedAt,
    );
    if (data.privacyLevel === 'public') {
      await this.activity.record({
        _id: id,
        type: 'published',
        actorId: data.creatorId,
        subjectId: data.contentId,
        occurredAt: publishedAt,
      });
    }
  }

  @ConsumeEvent('content.updated')
  async onUpdated({ data }: TypedEvent<'content.updated'>): Promise<void> {
    await this.posts.applySummary(data.contentId, summaryFields(data), new Date(data.updatedAt));
  }

  @ConsumeEvent('content.removed')
  async onRemoved({ data }: TypedEvent<'content.removed'>): Promise<void> {
    await this.posts.remove(data.contentId, data.creatorId, new Date(data.removedAt));
  }

  @ConsumeEvent('content.engagement_changed')
  async onEngagement({ data }: TypedEvent<'content.engagement_changed'>): Promise<void> {
    const at = new Date(data.changedAt);
    const counts = { likes: data.likesCount, comments: data.commentsCount, views: data.viewsCount };
    await this.posts.applyCounts(data.contentId, data.creatorId, counts, at);
    const change = await this.counters.postCounts(data.contentId, counts, at);
    if (!change) return;
    if (change.views !== 0) await this.metrics.add(data.creatorId, 'views', at, change.views);
    const engagement = change.likes + change.comments;
    if (engagement !== 0) await this.metrics.add(data.creatorId, 'engagement', at, engagement);
  }
}
