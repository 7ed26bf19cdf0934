import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { ExportedPost, ExportedUser } from '@tessera/contracts';
import { APP_LOGGER } from '@tessera/platform';
import type { Logger } from 'pino';
import { TextEmbedder } from '../embeddings/text-embedder';
import {
  BUILDING_CACHE_MS,
  type ScriptedChange,
  SearchEngineRepository,
} from '../engine/search-engine.repository';
import type { IndexName } from '../engine/search-indices';
import { FollowsRepository } from '../follows/follows.repository';
import { HelpIndexWriter } from '../help/help-index.writer';
import { followersChange, personText, profileChange } from '../people/people-index.writer';
import type { PersonDocument } from '../people/person-document';
import type { PostDocument } from '../posts/post-document';
import { postText } from '../posts/post-document';
import { countsChange, summaryChange } from '../posts/posts-index.writer';
import { IndexRebuildsRepository } from './index-rebuilds.repository';
import { OwnerExportsClient } from './owner-exports.client';

type Stored = { embedding?: number[] };
type Progress = (phase: IndexName, indexed: number) => Promise<void>;

/**
 * Rebuilds the people and posts indices from the owning services with no downtime: each gets a new
 * index that every replica's writes also reach from the start (a `-building` alias), is filled
 * from the exports with the same time-guarded changes events use (so whichever of an export and
 * an event is newer wins, in any order), and replaces the old one by an alias swap. Vectors of
 * unchanged text are carried over from the old index rather than computed again.
 */
@Injectable()
export class RebuildIndicesUseCase {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly embedder: TextEmbedder,
    private readonly exports: OwnerExportsClient,
    private readonly follows: FollowsRepository,
    private readonly help: HelpIndexWriter,
    private readonly rebuilds: IndexRebuildsRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts a rebuild in the background; null while another one runs. */
  async start(id: string): Promise<string | null> {
    if (!(await this.rebuilds.start(id, new Date()))) return null;
    void this.run(id).catch((error: unknown) =>
      this.logger.error({ err: error, rebuildId: id }, 'index rebuild could not record its end'),
    );
    return id;
  }

  private async run(id: string): Promise<void> {
    let indexed = 0;
    const progress: Progress = async (phase, count) => {
      indexed += count;
      await this.rebuilds.progress(id, phase, indexed);
    };
    try {
      await this.rebuild('people', (index) => this.fillPeople(index, progress));
      await this.rebuild('posts', (index) => this.fillPosts(index, progress));
      await this.help.writeAll();
      await this.rebuilds.finish(id, null);
    } catch (error) {
      this.logger.error({ err: error, rebuildId: id }, 'index rebuild failed');
      await this.rebuilds.finish(id, (error as Error).message);
    }
  }

  private async rebuild(name: IndexName, fill: (index: string) => Promise<void>): Promise<void> {
    const index = await this.engine.createIndex(name, false);
    try {
      await this.engine.startBuilding(name, index);
      // Every replica learns of the new index within its cache period; only then is the export
      // read, so no change falls between the two.
      await sleep(BUILDING_CACHE_MS * 2);
      await fill(index);
      await this.engine.refresh(index);
    } catch (error) {
      await this.engine.abandonBuild(name, index);
      throw error;
    }
    const replaced = await this.engine.swapAlias(name, index);
    // The new index serves from here on: an old one that will not go is only wasted space.
    await this.engine
      .deleteIndices(replaced)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, indices: replaced }, 'old search index left behind'),
      );
  }

  private async fillPeople(index: string, progress: Progress): Promise<void> {
    const followers = await this.follows.followerCounts(new Date());
    for await (const exported of this.exports.users()) {
      // A deleted account left the index with its `user.deleted`; a rebuild must not bring it back.
      const users = exported.filter((user) => !user.deleted);
      const previous = await this.engine.getMany<PersonDocument & Stored>(
        'people',
        users.map((user) => user.id),
      );
      const vectors = await this.vectors(
        users.map((user) => ({ id: user.id, text: personText(profileOf(user)) })),
        (id) => previous.get(id),
        (doc) => personText(doc),
      );
      const at = new Date().toISOString();
      const changes = users.flatMap((user) => {
        const count = followers.get(user.id) ?? 0;
        const profile = { ...profileOf(user), embedding: vectors.get(user.id) };
        return [
          { id: user.id, change: profileChange(user.id, profile, user.updatedAt) },
          { id: user.id, change: followersChange(user.id, count, at) },
        ];
      });
      await this.engine.applyMany(index, changes);
      await progress('people', exported.length);
    }
  }

  private async fillPosts(index: string, progress: Progress): Promise<void> {
    for await (const posts of this.exports.posts()) {
      const previous = await this.engine.getMany<PostDocument & Stored>(
        'posts',
        posts.map((post) => post.contentId),
      );
      const vectors = await this.vectors(
        posts.map((post) => ({ id: post.contentId, text: postText(post) })),
        (id) => previous.get(id),
        (doc) => postText(doc),
      );
      const at = new Date().toISOString();
      const changes: Array<{ id: string; change: ScriptedChange }> = posts.flatMap((post) => [
        {
          id: post.contentId,
          change: summaryChange(
            post.contentId,
            { ...summaryOf(post), embedding: vectors.get(post.contentId)! },
            post.updatedAt,
          ),
        },
        {
          id: post.contentId,
          change: countsChange(
            post.contentId,
            post.creatorId,
            { likes: post.likesCount, comments: post.commentsCount, views: post.viewsCount },
            at,
          ),
        },
      ]);
      await this.engine.applyMany(index, changes);
      await progress('posts', posts.length);
    }
  }

  /** A vector per text: the old index's where its text is unchanged, otherwise a new one. */
  private async vectors<T extends Stored>(
    items: Array<{ id: string; text: string }>,
    previousOf: (id: string) => T | undefined,
    textOf: (doc: T) => string,
  ): Promise<Map<string, number[]>> {
    const vectors = new Map<string, number[]>();
    const missing: Array<{ id: string; text: string }> = [];
    for (const item of items) {
      const previous = previousOf(item.id);
      if (previous?.embedding && textOf(previous) === item.text) {
        vectors.set(item.id, previous.embedding);
      } else {
        missing.push(item);
      }
    }
    const computed = await this.embedder.embed(missing.map((item) => item.text));
    missing.forEach((item, index) => vectors.set(item.id, computed[index]));
    return vectors;
  }
}

function profileOf(user: ExportedUser) {
  return {
    username: user.username,
    displayName: user.displayName,
    bio: user.bio,
    avatar: user.avatar || null,
    coverImage: user.coverImage || null,
    role: user.role,
    isVerified: user.isVerified,
    createdAt: user.createdAt,
  };
}

function summaryOf(post: ExportedPost) {
  return {
    creatorId: post.creatorId,
    title: post.title,
    description: post.description,
    tags: post.tags,
    category: post.category,
    type: post.type,
    privacyLevel: post.privacyLevel,
    isPublic: post.isPublic,
    status: post.status,
    priceCents: post.priceCents,
    publishedAt: post.publishedAt,
  };
}
