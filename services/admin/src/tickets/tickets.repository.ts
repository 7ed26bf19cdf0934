import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AdminTicketQuery, EventEnvelope, TicketStatus } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import { Ticket, type TicketMessage } from './ticket.schema';

/** Statuses in which a ticket still waits for something to happen. */
export const UNSETTLED_STATUSES: readonly TicketStatus[] = ['open', 'in_progress', 'waiting'];

const NO_OUTBOX = { outbox: 0 } as const;
const SUMMARY = { outbox: 0, messages: 0, description: 0 } as const;

export type TicketFields = Partial<
  Pick<Ticket, 'status' | 'priority' | 'assignedTo' | 'resolvedAt' | 'resolvedBy'>
>;

/** Support tickets; every change an admin makes is stored with its events. */
@Injectable()
export class TicketsRepository extends OutboxRepository<Ticket> {
  constructor(@InjectModel(Ticket.name) model: Model<Ticket>, relay: OutboxRelay) {
    super(model, relay);
  }

  async add(ticket: Ticket): Promise<Ticket> {
    await this.insertDocument(ticket);
    return ticket;
  }

  find(id: string): Promise<Ticket | null> {
    return this.model.findById(id, NO_OUTBOX).lean<Ticket>();
  }

  /** How many of the user's tickets are unsettled, and how many they opened since `since`. */
  async countsOf(userId: string, since: Date): Promise<{ unsettled: number; recent: number }> {
    const [unsettled, recent] = await Promise.all([
      this.model.countDocuments({ userId, status: { $in: UNSETTLED_STATUSES } }),
      this.model.countDocuments({ userId, createdAt: { $gte: since } }),
    ]);
    return { unsettled, recent };
  }

  /** Tickets waiting on the team: the /admin page's count. */
  countUnsettled(): Promise<number> {
    return this.model.countDocuments({ status: { $in: UNSETTLED_STATUSES } });
  }

  ownedBy(userId: string, page: number, limit: number) {
    return this.page({ userId }, { createdAt: -1, _id: 1 }, page, limit);
  }

  /** The queue: oldest first, so nobody waits behind newer tickets. */
  queue(query: AdminTicketQuery) {
    const filter: FilterQuery<Ticket> = {};
    if (query.status) filter.status = query.status;
    if (query.priority) filter.priority = query.priority;
    if (query.assignedTo) filter.assignedTo = query.assignedTo === 'none' ? null : query.assignedTo;
    return this.page(filter, { createdAt: 1, _id: 1 }, query.page, query.limit);
  }

  /** Every ticket anyone was assigned, with the fields the agents' figures need. */
  assignedOrResolved(): Promise<
    Pick<Ticket, 'assignedTo' | 'status' | 'createdAt' | 'resolvedAt' | 'resolvedBy'>[]
  > {
    return this.model
      .find(
        { $or: [{ assignedTo: { $ne: null } }, { resolvedBy: { $ne: null } }] },
        { assignedTo: 1, status: 1, createdAt: 1, resolvedAt: 1, resolvedBy: 1 },
      )
      .lean();
  }

  /** Changes the ticket if it is still at `version`; null when someone changed it first. */
  update(id: string, version: number, fields: TicketFields, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents(
      { _id: id, version },
      { $set: { ...fields, updatedAt: new Date() }, $inc: { version: 1 } },
      events,
      { projection: NO_OUTBOX },
    );
  }

  /**
   * Adds a message; with `fields`, also changes the ticket (a reply that moves its status), which
   * then must still be at `version`.
   */
  addMessage(
    id: string,
    message: TicketMessage,
    events: EventEnvelope[],
    change?: { version: number; fields: TicketFields },
  ) {
    const update: UpdateQuery<Ticket> = {
      $push: { messages: message },
      $set: { ...change?.fields, updatedAt: message.createdAt },
      ...(change ? { $inc: { version: 1 } } : {}),
    };
    const filter: FilterQuery<Ticket> = change ? { _id: id, version: change.version } : { _id: id };
    return this.findAndUpdateWithEvents(filter, update, events, { projection: NO_OUTBOX });
  }

  private async page(
    filter: FilterQuery<Ticket>,
    sort: Record<string, 1 | -1>,
    page: number,
    limit: number,
  ): Promise<{ items: Ticket[]; total: number }> {
    const [items, total] = await Promise.all([
      this.model
        .find(filter, SUMMARY)
        .sort(sort)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Ticket[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }
}
