import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { IndexRebuild } from './index-rebuild.schema';

/** A running rebuild whose heartbeat is older than this was abandoned (its process died). */
const ABANDONED_AFTER_MS = 60_000;

@Injectable()
export class IndexRebuildsRepository extends MongoRepository<IndexRebuild> {
  constructor(@InjectModel(IndexRebuild.name) model: Model<IndexRebuild>) {
    super(model);
  }

  /**
   * Starts a rebuild unless another is alive; answers false when one is. Two starting at once both
   * insert, and the later of the two (by start, then id) steps back.
   */
  async start(id: string, now: Date): Promise<boolean> {
    await this.model.updateMany(
      { status: 'running', heartbeatAt: { $lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
      { $set: { status: 'failed', error: 'abandoned', finishedAt: now } },
    );
    if (await this.exists({ status: 'running' })) return false;
    await this.insertDocument({ _id: id, status: 'running', startedAt: now, heartbeatAt: now });
    const first = await this.model
      .findOne({ status: 'running' }, { _id: 1 })
      .sort({ startedAt: 1, _id: 1 })
      .lean<Pick<IndexRebuild, '_id'>>();
    if (first?._id === id) return true;
    await this.finish(id, 'another rebuild is running');
    return false;
  }

  async progress(id: string, phase: string, indexed: number): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { phase, indexed, heartbeatAt: new Date() } });
  }

  async finish(id: string, error: string | null): Promise<void> {
    const now = new Date();
    await this.model.updateOne(
      { _id: id },
      { $set: { status: error ? 'failed' : 'done', error, finishedAt: now, heartbeatAt: now } },
    );
  }

  find(id: string): Promise<IndexRebuild | null> {
    return this.model.findById(id).lean<IndexRebuild>();
  }
}
