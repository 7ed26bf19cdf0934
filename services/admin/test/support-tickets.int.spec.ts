import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_TICKETS, MAX_TICKETS_PER_DAY } from '@tessera/contracts';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth', 'messaging', 'admin'] });
let api: Call;
let admin: Actor;
let otherAdmin: Actor;
let fan: Actor;
let creator: Actor;

interface Ticket {
  id: string;
  status: string;
  priority: string;
  assignedTo: string | null;
  messages: Array<{ body: string; isInternal: boolean; from: string }>;
}

const as = (actor: Actor) => ({ token: actor.token });

async function openTicket(actor: Actor, subject = 'Charged twice') {
  return api(
    'POST',
    '/api/support/tickets',
    { subject, description: 'Two charges on my card for one month', category: 'billing' },
    as(actor),
  );
}

async function newTicket(actor: Actor, subject?: string): Promise<Ticket> {
  const opened = await openTicket(actor, subject);
  expect(opened.status).toBe(201);
  return opened.body.data;
}

const update = (actor: Actor, id: string, body: Record<string, unknown>) =>
  api('PUT', `/api/admin/tickets/${id}`, body, as(actor));

const write = (actor: Actor, id: string, body: string, isInternal: boolean) =>
  api('POST', `/api/admin/tickets/${id}/messages`, { body, isInternal }, as(actor));

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  [admin, otherAdmin, fan, creator] = await Promise.all([
    createAdmin(api, stack.env('auth')),
    createAdmin(api, stack.env('auth')),
    register(api, 'subscriber'),
    register(api, 'creator'),
  ]);
});

describe('a ticket from open to resolved', () => {
  it('keeps the internal note from its user, tells them of the reply, and audits each step', async () => {
    const ticket = await newTicket(fan);
    expect(ticket).toMatchObject({ status: 'open', priority: 'normal', messages: [] });

    const queue = await api(
      'GET',
      '/api/admin/tickets?status=open&assignedTo=none',
      undefined,
      as(admin),
    );
    expect(queue.body.data.items.map((item: Ticket) => item.id)).toContain(ticket.id);

    const noted = await write(admin, ticket.id, 'Second charge looks like a retry', true);
    expect(noted.status).toBe(201);
    const assigned = await update(admin, ticket.id, { assignedTo: admin.id, version: 0 });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ status: 'in_progress', assignedTo: admin.id });

    const replied = await write(admin, ticket.id, 'We refunded the second charge', false);
    expect(replied.status).toBe(201);
    expect(
      replied.body.data.messages.map((message: Ticket['messages'][0]) => message.isInternal),
    ).toEqual([true, false]);

    const seen = await api('GET', `/api/support/tickets/${ticket.id}`, undefined, as(fan));
    expect(seen.status).toBe(200);
    expect(seen.body.data.messages).toEqual([
      expect.objectContaining({ body: 'We refunded the second charge', from: 'support' }),
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('retry');

    const told = await eventually(
      async () =>
        (await api('GET', '/api/notifications', undefined, as(fan))).body.data.items as Array<{
          type: string;
          title: string;
          body: string;
        }>,
      (items) => items.some((item) => item.type === 'support'),
    );
    expect(told.find((item) => item.type === 'support')).toMatchObject({
      title: 'Support replied: Charged twice',
      body: 'We refunded the second charge',
    });

    const thanked = await api(
      'POST',
      `/api/support/tickets/${ticket.id}/messages`,
      { body: 'Thank you' },
      as(fan),
    );
    expect(thanked.status).toBe(201);
    const resolved = await update(admin, ticket.id, {
      status: 'resolved',
      version: assigned.body.data.version,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: 'resolved' });
    expect(resolved.body.data.resolvedAt).not.toBeNull();

    const mine = await api('GET', '/api/support/tickets', undefined, as(fan));
    expect(mine.body.data.items).toContainEqual(
      expect.objectContaining({ id: ticket.id, status: 'resolved' }),
    );

    const stats = await api('GET', '/api/admin/tickets/stats', undefined, as(admin));
    expect(stats.status).toBe(200);
    expect(stats.body.data.agents).toContainEqual(
      expect.objectContaining({ adminId: admin.id, resolved: 1 }),
    );

    const audit = await eventually(
      async () =>
        (await api('GET', `/api/admin/audit?targetId=${ticket.id}`, undefined, as(admin))).body.data
          .items as Array<{ action: string; resourceId?: string }>,
      (items) => items.filter((item) => item.resourceId === ticket.id).length >= 4,
    );
    expect(
      audit
        .filter((item) => item.resourceId === ticket.id)
        .map((item) => item.action)
        .sort(),
    ).toEqual(['ticket.note_added', 'ticket.replied', 'ticket.updated', 'ticket.updated']);

    const overview = await api('GET', '/api/admin/overview', undefined, as(admin));
    expect(typeof overview.body.data.openTickets).toBe('number');
  });
});

describe('two admins at once', () => {
  it('lets one update win and answers the other 409', async () => {
    const ticket = await newTicket(fan, 'Login trouble');
    const both = await Promise.all([
      update(admin, ticket.id, { assignedTo: admin.id, version: 0 }),
      update(otherAdmin, ticket.id, { priority: 'urgent', version: 0 }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = both.find((answer) => answer.status === 409);
    expect(loser?.body.error).toContain('Someone else changed this ticket');
  });

  it('refuses a status a ticket cannot take', async () => {
    const ticket = await newTicket(fan, 'Closed early');
    const closed = await update(admin, ticket.id, { status: 'closed', version: 0 });
    expect(closed.status).toBe(200);
    const reopened = await update(admin, ticket.id, { status: 'open', version: 1 });
    expect(reopened.status).toBe(400);
  });
});

describe('whose tickets', () => {
  it('answers 404 to anyone but the owner', async () => {
    const ticket = await newTicket(fan, 'Private matter');
    const stranger = await register(api, 'subscriber');
    expect(
      (await api('GET', `/api/support/tickets/${ticket.id}`, undefined, as(stranger))).status,
    ).toBe(404);
    const wrote = await api(
      'POST',
      `/api/support/tickets/${ticket.id}/messages`,
      { body: 'Me too' },
      as(stranger),
    );
    expect(wrote.status).toBe(404);
    const theirs = await api('GET', '/api/support/tickets', undefined, as(stranger));
    expect(theirs.body.data.items).toEqual([]);
  });
});

describe('limits', () => {
  it(`allows ${MAX_OPEN_TICKETS} unsettled tickets and ${MAX_TICKETS_PER_DAY} a day`, async () => {
    const busy = await register(api, 'subscriber');
    const first = [];
    for (let index = 0; index < MAX_OPEN_TICKETS; index += 1) {
      first.push(await newTicket(busy, `Question ${index}`));
    }
    const tooMany = await openTicket(busy);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error).toContain(`You already have ${MAX_OPEN_TICKETS} open tickets`);

    const second = [];
    for (const ticket of first) {
      expect((await update(admin, ticket.id, { status: 'resolved', version: 0 })).status).toBe(200);
    }
    for (let index = MAX_OPEN_TICKETS; index < MAX_TICKETS_PER_DAY; index += 1) {
      second.push(await newTicket(busy, `Question ${index}`));
    }
    // Settled tickets still count against the day.
    for (const ticket of second) {
      expect((await update(admin, ticket.id, { status: 'closed', version: 0 })).status).toBe(200);
    }
    const tooManyToday = await openTicket(busy);
    expect(tooManyToday.status).toBe(429);
    expect(tooManyToday.body.error).toContain('in the last 24 hours');
  });

  it('validates the category', async () => {
    const bad = await api(
      'POST',
      '/api/support/tickets',
      { subject: 'x', description: 'y', category: 'refund' },
      as(fan),
    );
    expect(bad.status).toBe(400);
  });
});

describe('who may use the ticket routes', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const adminRoutes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/tickets'],
    ['GET', '/api/admin/tickets/stats'],
    ['GET', `/api/admin/tickets/${id}`],
    ['PUT', `/api/admin/tickets/${id}`, { status: 'resolved', version: 0 }],
    ['POST', `/api/admin/tickets/${id}/messages`, { body: 'Hi', isInternal: false }],
  ];

  it('answers 401 without a token and 403 to subscribers and creators on admin routes', async () => {
    for (const [method, path, body] of adminRoutes) {
      expect((await api(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, body, as(fan))).status, `${method} ${path}`).toBe(403);
      expect((await api(method, path, body, as(creator))).status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers 401 without a token on the user routes', async () => {
    expect((await api('GET', '/api/support/tickets')).status).toBe(401);
    expect((await openTicket({ token: '' } as Actor)).status).toBe(401);
  });
});
