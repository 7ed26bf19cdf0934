import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  eventually,
  givePlatformPlan,
  messagingApi,
  processedMedia,
  register,
  subscriptionState,
} from './messaging-actors';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const events = new EventProducer(brokers);
const probe = new KafkaProbe(brokers);
const stack = useStack({ services: ['auth', 'messaging', 'subscription-billing'] });
let api: Call;
let messaging: ReturnType<typeof messagingApi>;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
  await events.start();
  await probe.start(['message.sent']);
});

afterAll(async () => {
  await events.stop();
  await probe.stop();
});

/** A subscriber whose plan messaging has taken in: a first conversation succeeds with it. */
async function subscriberWithPlan(
  tierId: string,
  firstContact: Actor,
): Promise<{ user: Actor; conversationId: string }> {
  const user = await register(api, 'subscriber');
  await givePlatformPlan(events, user.id, tierId);
  const started = await eventually(
    () => messaging.direct(user, firstContact),
    (result) => result.status === 201,
  );
  expect(started.status).toBe(201);
  return { user, conversationId: started.body.data.id };
}

/** A group of `owner` with `memberIds`, once messaging knows them all; answers its id. */
async function startGroup(owner: Actor, memberIds: string[]): Promise<string> {
  const started = await eventually(
    () =>
      messaging.call(owner, 'POST', '/conversations', {
        type: 'group',
        name: 'Crew',
        participantIds: memberIds,
      }),
    (result) => result.status !== 404,
  );
  expect(started.status).toBe(201);
  return started.body.data.id;
}

/** Adds `userId` to a group, once messaging knows them. */
const addMember = (owner: Actor, conversationId: string, userId: string) =>
  eventually(
    () =>
      messaging.call(owner, 'POST', `/conversations/${conversationId}/participants`, {
        userId,
        role: 'member',
      }),
    (result) => result.status !== 404,
  );

describe('the spec checks on starting and sending', () => {
  it('tells a visitor to sign in, in the spec words', async () => {
    const creator = await register(api, 'creator');
    const started = await messaging.call(null, 'POST', '/conversations', {
      type: 'direct',
      participantId: creator.id,
    });
    expect(started.status).toBe(401);
    expect(started.body.error).toBe('You must be logged in to send messages');
    const sent = await messaging.send(null as unknown as Actor, 'abc', { content: 'hi' });
    expect(sent.body.error).toBe('You must be logged in to send messages');
  });

  it('requires an active plan to start a conversation, and to reply in one', async () => {
    const creator = await register(api, 'creator');
    const subscriber = await register(api, 'subscriber');
    const denied = await messaging.direct(subscriber, creator);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('Active subscription required to send messages');
    expect(denied.body.upgradeUrl).toBe('/subscription');

    // A creator messages on the free creator tier; the subscriber without a plan cannot answer.
    const opened = await messaging.direct(creator, subscriber);
    expect(opened.status).toBe(201);
    const conversationId = opened.body.data.id;
    expect((await messaging.send(creator, conversationId, { content: 'Welcome!' })).status).toBe(
      201,
    );
    const reply = await messaging.send(subscriber, conversationId, { content: 'Thanks' });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('Active subscription required to send messages');
  });

  it('counts new conversations per day against the plan: the sixth on Basic is refused', async () => {
    const creators = await Promise.all(Array.from({ length: 6 }, () => register(api, 'creator')));
    const { user } = await subscriberWithPlan('basic-subscriber', creators[0]);
    for (const creator of creators.slice(1, 5)) {
      expect((await messaging.direct(user, creator)).status).toBe(201);
    }
    const sixth = await messaging.direct(user, creators[5]);
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toBe('Daily conversation limit reached (5)');
    expect(sixth.body.requiredTier).toBe('pro-subscriber');
    // An existing conversation is not a new one: opening it again and writing in it still work.
    const again = await messaging.direct(user, creators[0]);
    expect(again.status).toBe(200);
    expect((await messaging.send(user, again.body.data.id, { content: 'Still here' })).status).toBe(
      201,
    );
  });

  it("keeps to a creator's accepted sender tiers", async () => {
    const premium = await register(api, 'creator');
    await givePlatformPlan(events, premium.id, 'premium-creator');
    const other = await register(api, 'creator');
    const { user } = await subscriberWithPlan('basic-subscriber', other);
    const denied = await eventually(
      () => messaging.direct(user, premium),
      (result) => result.status === 403,
    );
    expect(denied.body.error).toBe(
      'This creator only accepts messages from Pro Subscriber or higher',
    );
    const { user: pro } = await subscriberWithPlan('pro-subscriber', other);
    expect((await messaging.direct(pro, premium)).status).toBe(201);
  });

  it('lets a paying subscriber message the creator, offering the cheapest tier to others', async () => {
    const creator = await register(api, 'creator');
    await givePlatformPlan(events, creator.id, 'premium-creator');
    const sell = (name: string, priceCents: number) =>
      api(
        'POST',
        '/api/subscriptions/creator-tiers',
        { name, priceCents, contentAccess: 'all' },
        { token: creator.token },
      );
    const cheapest = (await sell('Fans', 300)).body.data;
    expect((await sell('VIP', 2000)).status).toBe(201);
    const offer = {
      id: cheapest.id,
      name: 'Fans',
      priceCents: 300,
      currency: cheapest.currency,
    };

    const fan = await register(api, 'subscriber');
    const refused = await eventually(
      () => messaging.direct(fan, creator),
      (result) => result.body.cheapestTier !== undefined,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'Active subscription required to send messages',
      upgradeUrl: '/subscription',
      cheapestTier: offer,
    });
    const other = await register(api, 'creator');
    const { user: planned } = await subscriberWithPlan('basic-subscriber', other);
    const notAccepted = await eventually(
      () => messaging.direct(planned, creator),
      (result) => result.status === 403,
    );
    expect(notAccepted.status).toBe(403);
    expect(notAccepted.body).toMatchObject({
      error: 'This creator only accepts messages from Pro Subscriber or higher',
      requiredTier: 'pro-subscriber',
      cheapestTier: offer,
    });

    // Paying the creator for a tier is enough, with no platform plan, and for a Basic plan too.
    for (const payer of [fan, planned]) {
      await events.send(
        'subscription.renewed',
        { ...subscriptionState(payer.id, cheapest.id), creatorId: creator.id },
        payer.id,
      );
      const started = await eventually(
        () => messaging.direct(payer, creator),
        (result) => result.status === 201,
      );
      expect(started.status).toBe(201);
      const sent = await messaging.send(payer, started.body.data.id, { content: 'Hello!' });
      expect(sent.status).toBe(201);
    }
  });

  it('runs the same checks when adding someone to a group as when starting with them', async () => {
    const premium = await register(api, 'creator');
    await givePlatformPlan(events, premium.id, 'premium-creator');
    const friend = await register(api, 'creator');
    const { user } = await subscriberWithPlan('basic-subscriber', friend);
    // The premium creator's plan has arrived once starting a conversation with them is refused.
    await eventually(
      () => messaging.direct(user, premium),
      (result) => result.status === 403,
    );
    const group = await startGroup(user, [friend.id]);
    const added = await addMember(user, group, premium.id);
    expect(added.status).toBe(403);
    expect(added.body.error).toBe(
      'This creator only accepts messages from Pro Subscriber or higher',
    );
    expect(added.body.requiredTier).toBe('pro-subscriber');
    const seen = await messaging.call(user, 'GET', `/conversations/${group}`);
    expect(seen.body.data.participants.map((p: { userId: string }) => p.userId)).not.toContain(
      premium.id,
    );
  });

  it('counts adding someone to a group as a conversation started that day', async () => {
    const creators = await Promise.all(Array.from({ length: 6 }, () => register(api, 'creator')));
    const { user } = await subscriberWithPlan('basic-subscriber', creators[0]);
    const group = await startGroup(user, [creators[1].id]);
    for (const creator of creators.slice(2, 4)) {
      expect((await messaging.direct(user, creator)).status).toBe(201);
    }
    // The fifth conversation of the day on Basic: allowed, and it uses the last one.
    expect((await addMember(user, group, creators[4].id)).status).toBe(200);
    const sixth = await addMember(user, group, creators[5].id);
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toBe('Daily conversation limit reached (5)');
    expect(sixth.body.requiredTier).toBe('pro-subscriber');
  });

  it('checks attachments against the plan: file size and type', async () => {
    const creator = await register(api, 'creator');
    const { user, conversationId } = await subscriberWithPlan('basic-subscriber', creator);
    // Content announces each processed upload; these stand for the subscriber's own uploads.
    const upload = async (mimeType: string, size: number) => {
      const mediaId = randomUUID();
      await events.send(
        'media.processed',
        processedMedia(mediaId, user.id, mimeType, size),
        user.id,
      );
      return mediaId;
    };
    const send = (mediaId: string) =>
      eventually(
        () => messaging.send(user, conversationId, { type: 'image', attachments: [{ mediaId }] }),
        (result) => result.status !== 409,
      );
    const tooBig = await send(await upload('image/png', 6 * 1024 * 1024));
    expect(tooBig.status).toBe(403);
    expect(tooBig.body.error).toBe('File size exceeds limit (5MB)');
    const gif = await send(await upload('image/gif', 1000));
    expect(gif.body.error).toBe('File type not supported in your tier');
    const png = await send(await upload('image/png', 1000));
    expect(png.status).toBe(201);
    expect(png.body.data.attachments[0]).toMatchObject({ mimeType: 'image/png', size: 1000 });
  });

  it('answers bad input with 400 and a clear message', async () => {
    const user = await register(api, 'creator');
    const bad = await messaging.call(user, 'POST', '/conversations', { type: 'channel' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("type must be 'direct' or 'group'");
    const empty = await messaging.send(user, 'abc', { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('A message needs content or an attachment');
    const cursor = await messaging.history(user, 'abc', '?limit=0');
    expect(cursor.status).toBe(400);
  });
});

describe('messages', () => {
  it('stores, pages history by cursor and publishes message.sent as contracted', async () => {
    const creator = await register(api, 'creator');
    const fan = await register(api, 'creator');
    const opened = await messaging.direct(creator, fan);
    const id = opened.body.data.id;
    const sent: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const result = await messaging.send(creator, id, { content: `message ${n}` });
      expect(result.status).toBe(201);
      sent.push(result.body.data.id);
    }
    const newest = await messaging.history(fan, id, '?limit=2');
    expect(newest.body.data.items.map((m: { content: string }) => m.content)).toEqual([
      'message 4',
      'message 5',
    ]);
    const older = await messaging.history(
      fan,
      id,
      `?limit=10&before=${newest.body.data.nextCursor}`,
    );
    expect(older.body.data.items.map((m: { id: string }) => m.id)).toEqual(sent.slice(0, 3));
    expect(older.body.data.nextCursor).toBeNull();

    const record = await probe.waitFor(
      'message.sent',
      (event) => (event.data as { messageId: string }).messageId === sent[0],
    );
    expect(record.key).toBe(id);
    expect(record.value).toMatchObject({
      type: 'message.sent',
      producer: 'messaging',
      data: { conversationId: id, senderId: creator.id, recipientIds: [fan.id], type: 'text' },
    });
  });

  it('lists conversations with unread counts and the last message; read marks clear them', async () => {
    const a = await register(api, 'creator');
    const b = await register(api, 'creator');
    const id = (await messaging.direct(a, b)).body.data.id;
    await messaging.send(a, id, { content: 'one' });
    await messaging.send(a, id, { content: 'two' });
    const listed = await messaging.call(b, 'GET', '/conversations');
    const entry = listed.body.data.conversations.find((c: { id: string }) => c.id === id);
    expect(entry).toMatchObject({
      unreadCount: 2,
      lastMessage: { content: 'two', senderId: a.id },
    });
    const senderView = (await messaging.call(a, 'GET', '/conversations')).body.data.conversations;
    expect(senderView.find((c: { id: string }) => c.id === id).unreadCount).toBe(0);

    const read = await messaging.call(b, 'POST', `/conversations/${id}/read`, {});
    expect(read.body.data).toMatchObject({ unreadCount: 0, lastReadMessageId: `${id}-2` });
    const after = await messaging.history(a, id);
    expect(after.body.data.items.map((m: { status: string }) => m.status)).toEqual([
      'read',
      'read',
    ]);
  });

  it('lets only the sender edit, and the sender or an owner delete', async () => {
    const owner = await register(api, 'creator');
    const member = await register(api, 'creator');
    const group = await eventually(
      () =>
        messaging.call(owner, 'POST', '/conversations', {
          type: 'group',
          name: 'Studio',
          participantIds: [member.id],
        }),
      (result) => result.status !== 404,
    );
    expect(group.status).toBe(201);
    const id = group.body.data.id;
    const roles = Object.fromEntries(
      group.body.data.participants.map((p: { userId: string; role: string }) => [p.userId, p.role]),
    );
    expect(roles).toEqual({ [owner.id]: 'owner', [member.id]: 'member' });
    const memberPermissions = group.body.data.participants.find(
      (p: { userId: string }) => p.userId === member.id,
    ).permissions;
    expect(memberPermissions).toEqual({
      canSendMessages: true,
      canSendMedia: true,
      canAddParticipants: false,
      canRemoveParticipants: false,
      canEditConversation: false,
      canDeleteMessages: false,
    });

    const ownerMessage = (await messaging.send(owner, id, { content: 'Hello team' })).body.data;
    const memberMessage = (await messaging.send(member, id, { content: 'Hi' })).body.data;

    const editOthers = await messaging.call(member, 'PUT', `/${ownerMessage.id}`, { content: 'x' });
    expect(editOthers.status).toBe(403);
    const edited = await messaging.call(member, 'PUT', `/${memberMessage.id}`, {
      content: 'Hi all',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.content).toBe('Hi all');
    expect(edited.body.data.editedAt).not.toBeNull();

    const deleteOthers = await messaging.call(member, 'DELETE', `/${ownerMessage.id}`);
    expect(deleteOthers.status).toBe(403);
    expect(deleteOthers.body.error).toBe("You do not have permission to delete others' messages");
    const deleted = await messaging.call(owner, 'DELETE', `/${memberMessage.id}`);
    expect(deleted.body.data).toMatchObject({
      content: 'This message was deleted',
      attachments: [],
    });
    expect(deleted.body.data.deletedAt).not.toBeNull();

    const rename = await messaging.call(member, 'PUT', `/conversations/${id}`, { name: 'Mine' });
    expect(rename.status).toBe(403);
    const add = await messaging.call(member, 'POST', `/conversations/${id}/participants`, {
      userId: owner.id,
    });
    expect(add.body.error).toBe('You do not have permission to add participants');
    expect(
      (await messaging.call(owner, 'PUT', `/conversations/${id}`, { name: 'Studio B' })).body.data
        .name,
    ).toBe('Studio B');

    const outsider = await register(api, 'creator');
    expect((await messaging.history(outsider, id)).status).toBe(404);
    expect(
      (await messaging.call(outsider, 'PUT', `/${ownerMessage.id}`, { content: 'x' })).status,
    ).toBe(404);
  });

  it('creates a direct conversation once per pair, whoever starts it', async () => {
    const a = await register(api, 'creator');
    const b = await register(api, 'creator');
    const first = await messaging.direct(a, b);
    const second = await messaging.direct(b, a);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
  });
});
