import { MAX_OPEN_TICKETS, MAX_TICKETS_PER_DAY } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { InMemoryTickets, ticket } from './in-memory-tickets.spec-support';
import { OpenTicketUseCase, TOO_MANY_OPEN, TOO_MANY_TODAY } from './open-ticket.usecase';

const request = {
  subject: 'Cannot upload',
  description: 'The upload stops at 90%',
  category: 'technical' as const,
  attachments: ['3f0a1c1e-1111-4b2b-9c3d-000000000001', '3f0a1c1e-1111-4b2b-9c3d-000000000001'],
};
const now = new Date('2026-11-27T12:00:00Z');

describe('OpenTicketUseCase', () => {
  it('opens an unassigned ticket of normal priority, each attachment once', async () => {
    const tickets = new InMemoryTickets();
    const opened = await new OpenTicketUseCase(tickets).execute('fan-1', request, now);
    expect(opened).toMatchObject({
      subject: 'Cannot upload',
      category: 'technical',
      status: 'open',
      priority: 'normal',
      attachments: ['3f0a1c1e-1111-4b2b-9c3d-000000000001'],
      messages: [],
    });
    expect(tickets.items.get(opened.id)).toMatchObject({ userId: 'fan-1', assignedTo: null });
  });

  it(`refuses a ${MAX_OPEN_TICKETS + 1}th unsettled ticket with 429`, async () => {
    const open = Array.from({ length: MAX_OPEN_TICKETS }, (_, index) =>
      ticket({ _id: `t-${index}`, status: index % 2 ? 'waiting' : 'open' }),
    );
    const useCase = new OpenTicketUseCase(new InMemoryTickets(...open));
    await expect(useCase.execute('fan-1', request, now)).rejects.toMatchObject({
      status: 429,
      response: { error: TOO_MANY_OPEN },
    });
    // Someone else's tickets do not count against this user.
    await expect(useCase.execute('fan-2', request, now)).resolves.toMatchObject({ status: 'open' });
  });

  it('counts resolved tickets against the daily allowance only', async () => {
    const settled = Array.from({ length: MAX_TICKETS_PER_DAY }, (_, index) =>
      ticket({
        _id: `t-${index}`,
        status: 'resolved',
        createdAt: new Date(now.getTime() - 3_600_000),
      }),
    );
    const useCase = new OpenTicketUseCase(new InMemoryTickets(...settled));
    await expect(useCase.execute('fan-1', request, now)).rejects.toMatchObject({
      status: 429,
      response: { error: TOO_MANY_TODAY },
    });
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await expect(useCase.execute('fan-1', request, tomorrow)).resolves.toMatchObject({
      status: 'open',
    });
  });
});
