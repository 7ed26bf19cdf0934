import type { EventEnvelope } from '@tessera/contracts';
import type { Ticket, TicketMessage } from './ticket.schema';
import { type TicketFields, UNSETTLED_STATUSES } from './tickets.repository';

export const actor = {
  id: 'admin-1',
  context: { ipAddress: '203.0.113.9', userAgent: 'vitest', requestId: 'req-1' },
};

export function ticket(fields: Partial<Ticket> = {}): Ticket {
  const createdAt = new Date('2026-11-20T10:00:00Z');
  return {
    _id: 'ticket-1',
    userId: 'fan-1',
    subject: 'Card declined',
    description: 'My card was declined twice',
    category: 'billing',
    attachments: [],
    status: 'open',
    priority: 'normal',
    assignedTo: null,
    messages: [],
    version: 0,
    createdAt,
    updatedAt: createdAt,
    resolvedAt: null,
    resolvedBy: null,
    ...fields,
  };
}

/** The tickets repository's behaviour, version check included, over a map. */
export class InMemoryTickets {
  readonly items = new Map<string, Ticket>();
  readonly written: EventEnvelope[][] = [];

  constructor(...tickets: Ticket[]) {
    for (const item of tickets) this.items.set(item._id, item);
  }

  async add(item: Ticket) {
    this.items.set(item._id, item);
    return item;
  }

  async find(id: string) {
    return this.items.get(id) ?? null;
  }

  async countsOf(userId: string, since: Date) {
    const own = [...this.items.values()].filter((item) => item.userId === userId);
    return {
      unsettled: own.filter((item) => UNSETTLED_STATUSES.includes(item.status)).length,
      recent: own.filter((item) => item.createdAt >= since).length,
    };
  }

  async update(id: string, version: number, fields: TicketFields, events: EventEnvelope[]) {
    const item = this.items.get(id);
    if (!item || item.version !== version) return null;
    const updated = { ...item, ...fields, version: version + 1 };
    this.items.set(id, updated);
    this.written.push(events);
    return updated;
  }

  async addMessage(
    id: string,
    message: TicketMessage,
    events: EventEnvelope[],
    change?: { version: number; fields: TicketFields },
  ) {
    const item = this.items.get(id);
    if (!item || (change && item.version !== change.version)) return null;
    const updated = {
      ...item,
      ...change?.fields,
      messages: [...item.messages, message],
      version: change ? item.version + 1 : item.version,
    };
    this.items.set(id, updated);
    this.written.push(events);
    return updated;
  }
}
