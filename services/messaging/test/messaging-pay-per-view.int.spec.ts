import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import { addCard, paymentSettled } from '../../../test/support/payments';
import {
  type Actor,
  connected,
  connectSocket,
  eventually,
  messagingApi,
  nextEvent,
  register,
} from './messaging-actors';

const stack = useStack({ services: ['auth', 'content', 'messaging', 'subscription-billing'] });
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
let api: Call;
let messaging: ReturnType<typeof messagingApi>;
let creator: Actor;
let fan: Actor;
let conversationId: string;
const sockets: Socket[] = [];

/** A photo uploaded through content's pipeline as a message attachment, once it is processed. */
async function uploadPhoto(owner: Actor): Promise<string> {
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  form.append('type', 'image');
  const response = await fetch(`${stack.gatewayUrl}/api/upload?purpose=message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { mediaId: string } };
  const ready = await eventually(
    () => api('GET', `/api/upload/${data.mediaId}`, undefined, { token: owner.token }),
    (answer) => answer.body?.data?.status === 'ready',
    30_000,
  );
  expect(ready.body.data.status).toBe('ready');
  return data.mediaId;
}

/** Sends once messaging has heard of the upload (content announces it a moment after). */
function sendWhenKnown(from: Actor, body: Record<string, unknown>): Promise<ApiResult> {
  return eventually(
    () => messaging.send(from, conversationId, body),
    (answer) => answer.status !== 409,
  );
}

async function fetchStatus(url: string): Promise<number> {
  return (await fetch(url)).status;
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
  await probe.start(['message.sent', 'message.unlocked']);
  [creator, fan] = await Promise.all([register(api, 'creator'), register(api, 'subscriber')]);
  const opened = await messaging.direct(creator, fan);
  expect(opened.status).toBe(201);
  conversationId = opened.body.data.id;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await probe.stop();
});

describe('attachments through the upload pipeline', () => {
  it('sends a photo that every participant sees through signed URLs', async () => {
    const mediaId = await uploadPhoto(creator);
    const sent = await sendWhenKnown(creator, {
      content: 'Behind the scenes',
      type: 'image',
      attachments: [{ mediaId }],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ priceCents: null, locked: false });
    const page = await messaging.history(fan, conversationId);
    const seen = page.body.data.items.find((item: { id: string }) => item.id === sent.body.data.id);
    expect(seen.attachments[0]).toMatchObject({
      id: mediaId,
      type: 'image',
      mimeType: 'image/png',
    });
    expect(await fetchStatus(seen.attachments[0].url)).toBe(200);
    expect(await fetchStatus(seen.attachments[0].thumbnail)).toBe(200);
    const event = await probe.waitFor(
      'message.sent',
      (value) => (value.data as { messageId: string }).messageId === sent.body.data.id,
    );
    expect((event.value as { data: unknown }).data).toMatchObject({
      mediaIds: [mediaId],
      priceCents: null,
    });
  });

  it("refuses uploads that are not the sender's, unknown ones, and prices on free senders", async () => {
    const creatorsPhoto = await uploadPhoto(creator);
    const foreign = await sendWhenKnown(fan, { attachments: [{ mediaId: creatorsPhoto }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(`Attachment ${creatorsPhoto} was not found`);
    const unknown = randomUUID();
    const notYet = await messaging.send(creator, conversationId, {
      attachments: [{ mediaId: unknown }],
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toBe(`Attachment ${unknown} is not ready yet; try again in a moment`);
    const priced = await messaging.send(fan, conversationId, {
      content: 'Pay me',
      priceCents: 500,
    });
    expect(priced.status).toBe(400);
    expect(priced.body.error).toBe('A pay-per-view message needs a photo or video');
  });
});

describe('pay-per-view messages', () => {
  it('shows the fan a locked photo until they pay, then opens it live, once', async () => {
    const mediaId = await uploadPhoto(creator);
    const sent = await sendWhenKnown(creator, {
      content: 'Something special',
      type: 'image',
      attachments: [{ mediaId }],
      priceCents: 500,
    });
    expect(sent.status).toBe(201);
    const messageId = sent.body.data.id as string;
    // The sender always sees their own message whole.
    expect(sent.body.data).toMatchObject({ priceCents: 500, locked: false });
    expect(sent.body.data.attachments[0].url).toEqual(expect.any(String));

    const locked = (await messaging.history(fan, conversationId)).body.data.items.find(
      (item: { id: string }) => item.id === messageId,
    );
    expect(locked).toMatchObject({ content: 'Something special', priceCents: 500, locked: true });
    expect(locked.attachments[0]).toMatchObject({ url: null, thumbnail: null });
    expect(await fetchStatus(locked.attachments[0].previewUrl)).toBe(200);

    const socket = connectSocket(stack.gatewayUrl, fan);
    sockets.push(socket);
    await connected(socket);
    const opened = nextEvent<{ id: string; locked: boolean; attachments: Array<{ url: string }> }>(
      socket,
      'message:updated',
      (message) => message.id === messageId && !message.locked,
      30_000,
    );

    await addCard(api, fan);
    const bought = await eventually(
      () => api('POST', '/api/billing/unlocks', { messageId }, { token: fan.token }),
      (answer) => answer.status === 201,
    );
    expect(bought.status).toBe(201);
    // Billing knows the message now (it learns of it from message.sent): its sender cannot buy it.
    const own = await api('POST', '/api/billing/unlocks', { messageId }, { token: creator.token });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('You cannot unlock your own message');
    expect(bought.body.data).toMatchObject({ purpose: 'unlock', amountCents: 500, messageId });
    await paymentSettled(api, fan, bought.body.data.id, 'succeeded');

    const live = await opened;
    expect(await fetchStatus(live.attachments[0].url)).toBe(200);
    const read = (await messaging.history(fan, conversationId)).body.data.items.find(
      (item: { id: string }) => item.id === messageId,
    );
    expect(read.locked).toBe(false);

    const again = await api('POST', '/api/billing/unlocks', { messageId }, { token: fan.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already unlocked this message');
    const unlocked = (value: Record<string, unknown>) =>
      (value.data as { messageId: string }).messageId === messageId;
    await probe.waitFor('message.unlocked', unlocked);
    expect(probe.matching('message.unlocked', unlocked)).toHaveLength(1);
  });

  it('sells a message only to its recipients', async () => {
    const stranger = await register(api, 'subscriber');
    const mediaId = await uploadPhoto(creator);
    const sent = await sendWhenKnown(creator, { attachments: [{ mediaId }], priceCents: 300 });
    expect(sent.status).toBe(201);
    await addCard(api, stranger);
    const refused = await eventually(
      () =>
        api(
          'POST',
          '/api/billing/unlocks',
          { messageId: sent.body.data.id },
          {
            token: stranger.token,
          },
        ),
      (answer) => answer.status !== 401,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Message not found');
  });
});

describe('data export', () => {
  // After the sales above: the creator sent the priced message, the fan paid for it.
  it('puts the messages an account sent and the payments it made in its export file', async () => {
    const exportOf = async (actor: Actor) =>
      (await api('GET', '/api/auth/account/export', undefined, { token: actor.token })).body.data;

    const creatorFile = await exportOf(creator);
    expect(creatorFile.missing).toEqual([]);
    expect(creatorFile.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ conversationId, content: 'Something special', priceCents: 500 }),
      ]),
    );
    const fanFile = await exportOf(fan);
    expect(fanFile.payments).toEqual([
      expect.objectContaining({ purpose: 'unlock', status: 'succeeded', amountCents: 500 }),
    ]);
    expect(JSON.stringify(fanFile.payments)).not.toContain('clientSecret');
    expect(fanFile.messages.map((message: { content: string }) => message.content)).not.toContain(
      'Something special',
    );
  });
});
