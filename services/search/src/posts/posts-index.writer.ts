import { Injectable } from '@nestjs/common';
import { TextEmbedder } from '../embeddings/text-embedder';
import { type ScriptedChange, SearchEngineRepository } from '../engine/search-engine.repository';
import { type Counts, type PostDocument, type PostSummaryFields, postText } from './post-document';

/**
 * A removed post stays as a tombstone, so a late summary event cannot bring it back; otherwise the
 * newest summary (by its time at the source) wins and replays change nothing.
 */
const APPLY_SUMMARY = `
  if (ctx._source.removedAt != null ||
      (ctx._source.summaryChangedAt != null && ctx._source.summaryChangedAt.compareTo(params.at) > 0)) {
    ctx.op = 'none';
  } else {
    for (entry in params.fields.entrySet()) { ctx._source[entry.getKey()] = entry.getValue(); }
    ctx._source.summaryChangedAt = params.at;
  }`;

const APPLY_COUNTS = `
  if (ctx._source.countsChangedAt != null && ctx._source.countsChangedAt.compareTo(params.at) > 0) {
    ctx.op = 'none';
  } else {
    ctx._source.likesCount = params.likes;
    ctx._source.commentsCount = params.comments;
    ctx._source.viewsCount = params.views;
    ctx._source.countsChangedAt = params.at;
  }`;

const APPLY_REMOVAL = `
  if (ctx._source.removedAt != null) {
    ctx.op = 'none';
  } else {
    ctx._source.removedAt = params.at;
    ctx._source.status = 'removed';
  }`;

const EMPTY_POST: Omit<PostDocument, 'contentId' | 'creatorId'> = {
  title: '',
  description: '',
  tags: [],
  category: '',
  type: 'text',
  privacyLevel: 'private',
  isPublic: false,
  status: 'draft',
  priceCents: null,
  publishedAt: null,
  likesCount: 0,
  commentsCount: 0,
  viewsCount: 0,
  summaryChangedAt: null,
  countsChangedAt: null,
  removedAt: null,
};

/** A post's summary (with its embedding) as of `at`, an ISO time. */
export function summaryChange(
  contentId: string,
  changed: PostSummaryFields & { embedding: number[] },
  at: string,
): ScriptedChange {
  return {
    source: APPLY_SUMMARY,
    params: { at, fields: changed },
    upsert: { ...EMPTY_POST, ...changed, contentId, summaryChangedAt: at },
  };
}

export function countsChange(
  contentId: string,
  creatorId: string,
  counts: Counts,
  at: string,
): ScriptedChange {
  return {
    source: APPLY_COUNTS,
    params: { at, ...counts },
    upsert: {
      ...EMPTY_POST,
      contentId,
      creatorId,
      likesCount: counts.likes,
      commentsCount: counts.comments,
      viewsCount: counts.views,
      countsChangedAt: at,
    },
  };
}

/** Keeps the posts index in step with content's events. */
@Injectable()
export class PostsIndexWriter {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly embedder: TextEmbedder,
  ) {}

  async applySummary(contentId: string, fields: PostSummaryFields, at: Date): Promise<void> {
    const [embedding] = await this.embedder.embed([postText(fields)]);
    await this.engine.apply(
      'posts',
      contentId,
      summaryChange(contentId, { ...fields, embedding }, at.toISOString()),
    );
  }

  async applyCounts(contentId: string, creatorId: string, counts: Counts, at: Date) {
    await this.engine.apply(
      'posts',
      contentId,
      countsChange(contentId, creatorId, counts, at.toISOString()),
    );
  }

  async remove(contentId: string, creatorId: string, at: Date): Promise<void> {
    const stamp = at.toISOString();
    await this.engine.apply('posts', contentId, {
      source: APPLY_REMOVAL,
      params: { at: stamp },
      upsert: { ...EMPTY_POST, contentId, creatorId, status: 'removed', removedAt: stamp },
    });
  }
}
