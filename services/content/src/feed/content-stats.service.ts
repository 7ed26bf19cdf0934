import { Injectable } from '@nestjs/common';
import type { ContentStatsDto } from '@tessera/contracts';
import { PostsRepository } from '../posts/posts.repository';

const ACTIVITY_DAYS = 14;
const TOP_COUNT = 5;

/** A creator's content stats (spec section 3), computed from their posts. */
@Injectable()
export class ContentStatsService {
  constructor(private readonly posts: PostsRepository) {}

  async of(creatorId: string, now = new Date()): Promise<ContentStatsDto> {
    const rows = await this.posts.statsRows(creatorId);
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    const sum = (field: 'viewsCount' | 'likesCount' | 'commentsCount' | 'sharesCount') =>
      rows.reduce((total, row) => total + row[field], 0);
    const [views, likes, comments, shares] = [
      sum('viewsCount'),
      sum('likesCount'),
      sum('commentsCount'),
      sum('sharesCount'),
    ];
    const days = Array.from({ length: ACTIVITY_DAYS }, (_, index) => {
      const day = new Date(now.getTime() - (ACTIVITY_DAYS - 1 - index) * 86_400_000);
      return day.toISOString().slice(0, 10);
    });
    const publishedOn = (date: string) =>
      rows.filter((row) => row.publishedAt?.toISOString().slice(0, 10) === date);
    return {
      totalContent: rows.length,
      publishedContent: count('published'),
      draftContent: count('draft'),
      archivedContent: count('archived'),
      pendingContent: count('pending'),
      scheduledContent: count('scheduled'),
      totalViews: views,
      totalLikes: likes,
      totalComments: comments,
      totalShares: shares,
      averageEngagement:
        views === 0 ? 0 : Math.round(((likes + comments + shares) / views) * 1000) / 10,
      topPerformingContent: rows
        .filter((row) => row.status === 'published')
        .sort((a, b) => b.viewsCount - a.viewsCount || b.likesCount - a.likesCount)
        .slice(0, TOP_COUNT)
        .map((row) => ({
          id: row._id,
          title: row.title,
          viewsCount: row.viewsCount,
          likesCount: row.likesCount,
        })),
      // Views and likes are totals of the posts published that day, not of that day's traffic.
      recentActivity: days.map((date) => {
        const published = publishedOn(date);
        return {
          date,
          posts: published.length,
          views: published.reduce((total, row) => total + row.viewsCount, 0),
          likes: published.reduce((total, row) => total + row.likesCount, 0),
        };
      }),
    };
  }
}
