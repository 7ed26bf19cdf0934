import { describe, expect, it } from 'vitest';
import { AnswerTicketUseCase } from './answer-ticket.usecase';
import { actor, InMemoryTickets, ticket } from './in-memory-tickets.spec-support';
import { ReplyToTicketUseCase } from './reply-to-ticket.usecase';
import { toTicketDto } from './ticket.mapper';

describe('AnswerTicketUseCase', () => {
  it('keeps an internal note from the owner and tells no one', async () => {
    const tickets = new InMemoryTickets(ticket());
    const answered = await new AnswerTicketUseCase(tickets).execute(
      'ticket-1',
      actor,
      'Looks like a fraud check',
      true,
    );
    expect(answered.messages).toEqual([
      expect.objectContaining({
        body: 'Looks like a fraud check',
        isInternal: true,
        from: 'support',
      }),
    ]);
    expect(tickets.written[0].map((event) => [event.type, event.data])).toEqual([
      ['audit.log', expect.objectContaining({ action: 'ticket.note_added' })],
    ]);
    expect(toTicketDto(tickets.items.get('ticket-1')!).messages).toEqual([]);
  });

  it('tells the owner of a reply, with its start, in the same write as the audit entry', async () => {
    const tickets = new InMemoryTickets(ticket());
    await new AnswerTicketUseCase(tickets).execute('ticket-1', actor, 'x'.repeat(300), false);
    const [audit, replied] = tickets.written[0];
    expect(audit.data).toMatchObject({ action: 'ticket.replied', userId: 'fan-1' });
    expect(replied.type).toBe('support_ticket.replied');
    expect(replied.data).toMatchObject({ ticketId: 'ticket-1', userId: 'fan-1' });
    expect((replied.data as { excerpt: string }).excerpt).toHaveLength(200);
  });

  it('refuses a reply on a closed ticket, but not a note', async () => {
    const tickets = new InMemoryTickets(ticket({ status: 'closed' }));
    const useCase = new AnswerTicketUseCase(tickets);
    await expect(useCase.execute('ticket-1', actor, 'Hello', false)).rejects.toMatchObject({
      status: 409,
    });
    await expect(useCase.execute('ticket-1', actor, 'For the record', true)).resolves.toBeDefined();
  });
});

describe('ReplyToTicketUseCase', () => {
  it('an owner’s answer puts a waiting ticket back with its admin', async () => {
    const tickets = new InMemoryTickets(ticket({ status: 'waiting', assignedTo: 'admin-1' }));
    const replied = await new ReplyToTicketUseCase(tickets).execute('ticket-1', 'fan-1', 'Done');
    expect(replied).toMatchObject({ status: 'in_progress' });
    expect(tickets.items.get('ticket-1')?.version).toBe(1);
  });

  it('reopens a resolved ticket in the queue when nobody had it', async () => {
    const tickets = new InMemoryTickets(
      ticket({ status: 'resolved', resolvedAt: new Date(), resolvedBy: 'admin-1' }),
    );
    const replied = await new ReplyToTicketUseCase(tickets).execute('ticket-1', 'fan-1', 'Again');
    expect(replied).toMatchObject({ status: 'open', resolvedAt: null });
  });

  it('answers 404 to anyone but the owner, and 409 on a closed ticket', async () => {
    const tickets = new InMemoryTickets(ticket(), ticket({ _id: 'ticket-2', status: 'closed' }));
    const useCase = new ReplyToTicketUseCase(tickets);
    await expect(useCase.execute('ticket-1', 'fan-2', 'Hi')).rejects.toMatchObject({
      status: 404,
    });
    await expect(useCase.execute('ticket-2', 'fan-1', 'Hi')).rejects.toMatchObject({
      status: 409,
    });
  });
});
