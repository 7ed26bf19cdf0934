import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type EventEnvelope,
  type QueueQuery,
  REPORT_DUE_DAYS,
  type ReportAppealQuery,
  SEVERITY_BY_REASON,
} from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { FilterQuery, Model } from 'mongoose';
import {
  type QueueAppeal,
  QueueItem,
  type QueueNote,
  type QueueResolution,
  SEVERITY_RANK,
} from './queue-item.schema';

const DAY_MS = 86_400_000;

export type NewQueueItem = Pick<
  QueueItem,
  | '_id'
  | 'kind'
  | 'targetType'
  | 'targetId'
  | 'creatorId'
  | 'reason'
  | 'description'
  | 'reporterId'
  | 'createdAt'
> &
  Partial<Pick<QueueItem, 'evidence'>>;

/** The moderation queue; every change an admin makes is stored with its events. */
@Injectable()
export class ReportQueueRepository extends OutboxRepository<QueueItem> {
  constructor(@InjectModel(QueueItem.name) model: Model<QueueItem>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Adds an item with its severity and 7-day clock; false when its id is stored already. */
  add(item: NewQueueItem): Promise<boolean> {
    const severity = SEVERITY_BY_REASON[item.reason];
    return this.insertUnlessExists({
      ...item,
      severity,
      severityRank: SEVERITY_RANK[severity],
      dueAt: new Date(item.createdAt.getTime() + REPORT_DUE_DAYS * DAY_MS),
      status: 'open',
      assigneeId: null,
      notes: [],
      resolution: null,
      appeal: null,
      evidence: item.evidence ?? null,
    });
  }

  /** Stores an item already decided, with the events of the decision. */
  addResolved(item: NewQueueItem, resolution: QueueResolution, events: EventEnvelope[]) {
    const severity = SEVERITY_BY_REASON[item.reason];
    return this.insertWithEvents(
      {
        ...item,
        severity,
        severityRank: SEVERITY_RANK[severity],
        dueAt: new Date(item.createdAt.getTime() + REPORT_DUE_DAYS * DAY_MS),
        status: 'resolved',
        assigneeId: resolution.resolvedBy,
        notes: [],
        resolution,
        appeal: null,
        evidence: item.evidence ?? null,
      },
      events,
    );
  }

  async page(query: QueueQuery): Promise<{ items: QueueItem[]; total: number }> {
    const filter: FilterQuery<QueueItem> = {};
    if (query.status) filter.status = query.status;
    if (query.kind) filter.kind = query.kind;
    if (query.reason) filter.reason = query.reason;
    if (query.targetId) filter.targetId = query.targetId;
    const [items, total] = await Promise.all([
      this.model
        .find(filter, { outbox: 0 })
        .sort({ severityRank: -1, createdAt: 1, _id: 1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<QueueItem[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  /** Unresolved items of one kind: what the /admin page shows as waiting. */
  countUnresolved(kind: QueueItem['kind']): Promise<number> {
    return this.model.countDocuments({ kind, status: { $ne: 'resolved' } });
  }

  find(id: string): Promise<QueueItem | null> {
    return this.model.findById(id, { outbox: 0 }).lean<QueueItem>();
  }

  /** The open or claimed review of each of these posts. */
  openReviewsOf(postIds: readonly string[]): Promise<QueueItem[]> {
    return this.model
      .find(
        { targetId: { $in: postIds }, kind: 'review', status: { $ne: 'resolved' } },
        { outbox: 0 },
      )
      .lean<QueueItem[]>();
  }

  /** Assigns an unresolved item; null when it was resolved meanwhile. */
  claim(id: string, assigneeId: string, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents(
      { _id: id, status: { $ne: 'resolved' } },
      { $set: { status: 'claimed', assigneeId } },
      events,
      { projection: { outbox: 0 } },
    );
  }

  addNote(id: string, note: QueueNote, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents({ _id: id }, { $push: { notes: note } }, events, {
      projection: { outbox: 0 },
    });
  }

  /** Settles an unresolved item; null when someone settled it first. */
  resolve(id: string, resolution: QueueResolution, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents(
      { _id: id, status: { $ne: 'resolved' } },
      { $set: { status: 'resolved', resolution, assigneeId: resolution.resolvedBy } },
      events,
      { projection: { outbox: 0 } },
    );
  }

  /** Appeals in one state, oldest first. */
  async appealsPage(query: ReportAppealQuery): Promise<{ items: QueueItem[]; total: number }> {
    const filter = { 'appeal.status': query.status };
    const [items, total] = await Promise.all([
      this.model
        .find(filter, { outbox: 0 })
        .sort({ 'appeal.at': 1, _id: 1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<QueueItem[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  /** Settles a pending appeal; null when it was decided meanwhile. */
  decideAppeal(id: string, appeal: QueueAppeal, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents(
      { _id: id, 'appeal.status': 'pending' },
      { $set: { appeal } },
      events,
      { projection: { outbox: 0 } },
    );
  }

  /** Records the creator's one appeal; null when the item was appealed already. */
  appeal(id: string, appeal: QueueAppeal, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents({ _id: id, appeal: null }, { $set: { appeal } }, events, {
      projection: { outbox: 0 },
    });
  }
}
