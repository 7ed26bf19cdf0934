import { Injectable } from '@nestjs/common';
import { TextEmbedder } from '../embeddings/text-embedder';
import { type ScriptedChange, SearchEngineRepository } from '../engine/search-engine.repository';
import type { PersonDocument, ProfileFields } from './person-document';

/**
 * Applies a profile change unless a newer one is already indexed: the change's time at its source
 * decides, so a replayed or late event changes nothing. Fields are set one by one, leaving the
 * follower count (kept by its own events) alone.
 */
const APPLY_PROFILE = `
  if (ctx._source.profileChangedAt != null && ctx._source.profileChangedAt.compareTo(params.at) > 0) {
    ctx.op = 'none';
  } else {
    for (entry in params.fields.entrySet()) { ctx._source[entry.getKey()] = entry.getValue(); }
    ctx._source.profileChangedAt = params.at;
  }`;

const APPLY_FOLLOWERS = `
  if (ctx._source.followersChangedAt != null && ctx._source.followersChangedAt.compareTo(params.at) > 0) {
    ctx.op = 'none';
  } else {
    ctx._source.followersCount = params.count;
    ctx._source.followersChangedAt = params.at;
  }`;

const EMPTY_PERSON: Omit<PersonDocument, 'userId'> = {
  username: '',
  displayName: '',
  bio: '',
  avatar: null,
  coverImage: null,
  role: 'subscriber',
  isVerified: false,
  followersCount: 0,
  createdAt: null,
  profileChangedAt: null,
  followersChangedAt: null,
};

/** A profile change (with its embedding when the text changed) as of `at`, an ISO time. */
export function profileChange(
  userId: string,
  changed: Record<string, unknown>,
  at: string,
): ScriptedChange {
  return {
    source: APPLY_PROFILE,
    params: { at, fields: changed },
    upsert: { ...EMPTY_PERSON, ...changed, userId, profileChangedAt: at },
  };
}

export function followersChange(creatorId: string, count: number, at: string): ScriptedChange {
  return {
    source: APPLY_FOLLOWERS,
    params: { at, count },
    upsert: { ...EMPTY_PERSON, userId: creatorId, followersCount: count, followersChangedAt: at },
  };
}

/** What the embedding of a person is made of: how people would describe who they look for. */
export function personText(person: Pick<PersonDocument, 'displayName' | 'username' | 'bio'>) {
  return [person.displayName, person.username, person.bio].filter(Boolean).join('. ');
}

/** Keeps the people index in step with profile and follower events. */
@Injectable()
export class PeopleIndexWriter {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly embedder: TextEmbedder,
  ) {}

  async applyProfile(userId: string, fields: ProfileFields, at: Date): Promise<void> {
    const current = (await this.engine.getMany<PersonDocument>('people', [userId])).get(userId);
    const merged = { ...EMPTY_PERSON, ...current, ...fields };
    const textChanged =
      !current ||
      personText(merged) !== personText(current) ||
      !Array.isArray((current as { embedding?: unknown }).embedding);
    const changed: Record<string, unknown> = { ...fields };
    if (textChanged) [changed.embedding] = await this.embedder.embed([personText(merged)]);
    await this.engine.apply('people', userId, profileChange(userId, changed, at.toISOString()));
  }

  /** A deleted account leaves the index for good; deleting it again changes nothing. */
  async remove(userId: string): Promise<void> {
    await this.engine.remove('people', userId);
  }

  async applyFollowers(creatorId: string, count: number, at: Date): Promise<void> {
    const stamp = at.toISOString();
    await this.engine.apply('people', creatorId, {
      source: APPLY_FOLLOWERS,
      params: { at: stamp, count },
      upsert: {
        ...EMPTY_PERSON,
        userId: creatorId,
        followersCount: count,
        followersChangedAt: stamp,
      },
    });
  }
}
