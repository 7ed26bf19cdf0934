import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Tag } from './tag.schema';

export type NewTag = Omit<Tag, 'createdAt' | 'updatedAt' | 'deletedAt'>;
export type TagChanges = Partial<
  Pick<Tag, 'name' | 'nameKey' | 'description' | 'color' | 'category' | 'isActive' | 'parentTagId'>
>;

/** The admin-managed tags; every write carries its audit event. */
@Injectable()
export class TagsRepository extends OutboxRepository<Tag> {
  constructor(@InjectModel(Tag.name) model: Model<Tag>, relay: OutboxRelay) {
    super(model, relay);
  }

  list(): Promise<Tag[]> {
    return this.model.find({ deletedAt: null }).sort({ category: 1, name: 1 }).lean<Tag[]>();
  }

  findById(id: string): Promise<Tag | null> {
    return this.model.findOne({ _id: id, deletedAt: null }).lean<Tag>();
  }

  findByNameKey(nameKey: string): Promise<Tag | null> {
    return this.model.findOne({ nameKey }).lean<Tag>();
  }

  async hasChildren(id: string): Promise<boolean> {
    return (await this.model.exists({ parentTagId: id, deletedAt: null })) !== null;
  }

  create(tag: NewTag, events: EventEnvelope[]): Promise<Tag> {
    return this.insertWithEvents(tag, events);
  }

  update(id: string, changes: TagChanges, events: EventEnvelope[]): Promise<Tag | null> {
    return this.findAndUpdateWithEvents({ _id: id, deletedAt: null }, { $set: changes }, events);
  }

  /** Deletes the tag with its audit event in one write, releasing its name for a new tag. */
  async delete(id: string, events: EventEnvelope[]): Promise<boolean> {
    const { modified } = await this.updateWithEvents(
      { _id: id, deletedAt: null },
      { $set: { deletedAt: new Date(), nameKey: `deleted:${id}`, isActive: false } },
      events,
    );
    return modified;
  }
}
