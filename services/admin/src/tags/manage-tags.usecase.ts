import { Injectable } from '@nestjs/common';
import type { CreateTagRequest, TagDto, UpdateTagRequest } from '@tessera/contracts';
import {
  badRequest,
  buildAuditEvent,
  conflict,
  isDuplicateKeyError,
  notFound,
  type RequestContext,
} from '@tessera/platform';
import { randomUUID } from 'node:crypto';
import type { Tag } from './tag.schema';
import { wouldCreateCycle } from './tag-tree';
import { TagUsagesRepository } from './tag-usages.repository';
import { type TagChanges, TagsRepository } from './tags.repository';

export const TAG_NOT_FOUND = 'Tag not found';
export const TAG_NAME_TAKEN = 'A tag with this name already exists';
export const PARENT_NOT_FOUND = 'The parent tag does not exist';
export const PARENT_CYCLE = 'A tag cannot be placed under itself or one of its children';
export const TAG_HAS_CHILDREN = 'Move or delete the child tags of this tag first';

type AuditedFields = Pick<
  Tag,
  'name' | 'description' | 'color' | 'category' | 'isActive' | 'parentTagId'
>;

function auditedFields(tag: Tag): AuditedFields {
  const { name, description, color, category, isActive, parentTagId } = tag;
  return { name, description, color, category, isActive, parentTagId };
}

/**
 * Admins' tags: names unique whatever their case, a parent that exists and never one of the tag's
 * own descendants, and every change audited with the fields before and after.
 */
@Injectable()
export class ManageTagsUseCase {
  constructor(
    private readonly tags: TagsRepository,
    private readonly usages: TagUsagesRepository,
  ) {}

  async list(): Promise<TagDto[]> {
    const tags = await this.tags.list();
    const counts = await this.usages.counts(tags.map((tag) => tag.nameKey));
    return tags.map((tag) => toTagDto(tag, tags, counts.get(tag.nameKey) ?? 0));
  }

  async create(input: CreateTagRequest, actorId: string, context: RequestContext) {
    const nameKey = input.name.toLowerCase();
    if (await this.tags.findByNameKey(nameKey)) throw conflict(TAG_NAME_TAKEN);
    if (input.parentTagId && !(await this.tags.findById(input.parentTagId))) {
      throw badRequest(PARENT_NOT_FOUND);
    }
    const id = randomUUID();
    const tag = { _id: id, ...input, nameKey, createdBy: actorId };
    const audit = this.audit('tag.created', id, actorId, context, undefined, {
      ...input,
    });
    const created = await this.orNameTaken(() => this.tags.create(tag, [audit]));
    return toTagDto(created, [created], 0);
  }

  async update(id: string, input: UpdateTagRequest, actorId: string, context: RequestContext) {
    const current = await this.tags.findById(id);
    if (!current) throw notFound(TAG_NOT_FOUND);
    const changes: TagChanges = { ...input };
    if (input.name !== undefined) {
      changes.nameKey = input.name.toLowerCase();
      const holder = await this.tags.findByNameKey(changes.nameKey);
      if (holder && holder._id !== id) throw conflict(TAG_NAME_TAKEN);
    }
    if (input.parentTagId) await this.assertParent(id, input.parentTagId);
    const before = auditedFields(current);
    const after = { ...before, ...input };
    const changed = (Object.keys(after) as Array<keyof AuditedFields>).filter(
      (key) => before[key] !== after[key],
    );
    const audit = this.audit(
      'tag.updated',
      id,
      actorId,
      context,
      Object.fromEntries(changed.map((key) => [key, before[key]])),
      Object.fromEntries(changed.map((key) => [key, after[key]])),
    );
    const updated = await this.orNameTaken(() => this.tags.update(id, changes, [audit]));
    if (!updated) throw notFound(TAG_NOT_FOUND);
    const all = await this.tags.list();
    const counts = await this.usages.counts([updated.nameKey]);
    return toTagDto(updated, all, counts.get(updated.nameKey) ?? 0);
  }

  async remove(id: string, actorId: string, context: RequestContext): Promise<void> {
    const current = await this.tags.findById(id);
    if (!current) throw notFound(TAG_NOT_FOUND);
    if (await this.tags.hasChildren(id)) throw conflict(TAG_HAS_CHILDREN);
    const audit = this.audit('tag.deleted', id, actorId, context, auditedFields(current));
    if (!(await this.tags.delete(id, [audit]))) throw notFound(TAG_NOT_FOUND);
  }

  private async assertParent(id: string, parentId: string): Promise<void> {
    const all = await this.tags.list();
    if (!all.some((tag) => tag._id === parentId)) throw badRequest(PARENT_NOT_FOUND);
    const parentOf = new Map(all.map((tag) => [tag._id, tag.parentTagId]));
    if (wouldCreateCycle(id, parentId, parentOf)) throw badRequest(PARENT_CYCLE);
  }

  private async orNameTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw conflict(TAG_NAME_TAKEN);
      throw error;
    }
  }

  private audit(
    action: 'tag.created' | 'tag.updated' | 'tag.deleted',
    tagId: string,
    actorId: string,
    context: RequestContext,
    before?: Record<string, unknown>,
    after?: Record<string, unknown>,
  ) {
    return buildAuditEvent(
      'admin',
      {
        action,
        outcome: 'success',
        actorId,
        resource: 'tag',
        resourceId: tagId,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      },
      context,
    );
  }
}

function toTagDto(tag: Tag, all: readonly Tag[], usageCount: number): TagDto {
  return {
    id: tag._id,
    name: tag.name,
    description: tag.description,
    color: tag.color,
    category: tag.category,
    usageCount,
    isActive: tag.isActive,
    parentTagId: tag.parentTagId,
    childTags: all.filter((other) => other.parentTagId === tag._id).map((other) => other._id),
    createdBy: tag.createdBy,
    createdAt: tag.createdAt.toISOString(),
    updatedAt: tag.updatedAt.toISOString(),
  };
}
