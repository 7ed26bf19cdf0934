import { describe, expect, it } from 'vitest';
import { actor, InMemoryTickets, ticket } from './in-memory-tickets.spec-support';
import { TICKET_CHANGED, UpdateTicketUseCase } from './update-ticket.usecase';

function setUp(...tickets: ReturnType<typeof ticket>[]) {
  const repository = new InMemoryTickets(...(tickets.length ? tickets : [ticket()]));
  return { repository, useCase: new UpdateTicketUseCase(repository) };
}

describe('UpdateTicketUseCase', () => {
  it('assigning an open ticket starts work on it, audited with what changed', async () => {
    const { repository, useCase } = setUp();
    const updated = await useCase.execute('ticket-1', actor, {
      assignedTo: 'admin-1',
      priority: 'high',
      version: 0,
    });
    expect(updated).toMatchObject({
      status: 'in_progress',
      assignedTo: 'admin-1',
      priority: 'high',
      version: 1,
    });
    const [[audit]] = repository.written;
    expect(audit.actorId).toBe('admin-1');
    expect(audit.data).toMatchObject({
      action: 'ticket.updated',
      userId: 'fan-1',
      resource: 'support_ticket',
      resourceId: 'ticket-1',
      before: { status: 'open', assignedTo: null, priority: 'normal' },
      after: { status: 'in_progress', assignedTo: 'admin-1', priority: 'high' },
      ipAddress: '203.0.113.9',
    });
  });

  it('refuses a change made against an older version with 409', async () => {
    const { repository, useCase } = setUp(ticket({ version: 3 }));
    await expect(
      useCase.execute('ticket-1', actor, { status: 'resolved', version: 2 }),
    ).rejects.toMatchObject({ status: 409, response: { error: TICKET_CHANGED } });
    expect(repository.written).toHaveLength(0);
  });

  it('records who resolved it and when, and forgets it on reopening', async () => {
    const { repository, useCase } = setUp(ticket({ assignedTo: 'admin-2', status: 'in_progress' }));
    await useCase.execute('ticket-1', actor, { status: 'resolved', version: 0 });
    expect(repository.items.get('ticket-1')).toMatchObject({
      status: 'resolved',
      resolvedBy: 'admin-2',
    });
    expect(repository.items.get('ticket-1')?.resolvedAt).toBeInstanceOf(Date);
    await useCase.execute('ticket-1', actor, { status: 'in_progress', version: 1 });
    expect(repository.items.get('ticket-1')).toMatchObject({ resolvedAt: null, resolvedBy: null });
  });

  it('checks status transitions: a closed ticket stays closed', async () => {
    const { useCase } = setUp(ticket({ status: 'closed' }));
    await expect(
      useCase.execute('ticket-1', actor, { status: 'open', version: 0 }),
    ).rejects.toMatchObject({ status: 400 });
    const waiting = setUp(ticket({ status: 'waiting' }));
    await expect(
      waiting.useCase.execute('ticket-1', actor, { status: 'open', version: 0 }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('unassigning a ticket in progress puts it back in the queue', async () => {
    const { useCase } = setUp(ticket({ status: 'in_progress', assignedTo: 'admin-2' }));
    const updated = await useCase.execute('ticket-1', actor, { assignedTo: null, version: 0 });
    expect(updated).toMatchObject({ status: 'open', assignedTo: null });
  });

  it('answers 404 for an unknown ticket', async () => {
    const { useCase } = setUp();
    await expect(
      useCase.execute('nope', actor, { priority: 'low', version: 0 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
