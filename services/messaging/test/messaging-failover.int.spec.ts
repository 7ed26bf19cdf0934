import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { type Actor, connected, eventually, messagingApi, register } from './messaging-actors';

interface MessageView {
  id: string;
  content: string;
}

/** Short, so a send cut off by the killed process can be retried within the test. */
const SEND_CLAIM_SECONDS = 2;

const stack = useStack({
  services: ['auth', 'messaging'],
  env: () => ({ messaging: { MESSAGING_SEND_CLAIM_SECONDS: String(SEND_CLAIM_SECONDS) } }),
});
let api: Call;
let messaging: ReturnType<typeof messagingApi>;
const sockets: Socket[] = [];

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

/** A socket straight to one replica, as a load balancer would place it. */
async function openOn(url: string, actor: Actor): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: actor.token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

/** Sends until the message is stored: a retry with the same client id never stores it twice. */
async function sendSurely(socket: Socket, conversationId: string, n: number): Promise<string> {
  const payload = { conversationId, content: `m${n}`, clientMessageId: `failover-${n}` };
  const answer = await eventually(
    () => socket.timeout(5000).emitWithAck('message:send', payload),
    (ack: { id?: string }) => typeof ack.id === 'string',
    (SEND_CLAIM_SECONDS + 10) * 1000,
  );
  expect(answer.id).toEqual(expect.any(String));
  return answer.id as string;
}

describe('a messaging process killed mid-conversation', () => {
  it('loses and duplicates nothing: the sender reconnects to another replica and retries', async () => {
    const a = await register(api, 'creator');
    const b = await register(api, 'creator');
    const opened = await messaging.direct(a, b);
    expect(opened.status).toBe(201);
    const conversationId = opened.body.data.id as string;
    const main = stack.env('messaging');
    const doomed = await stack.startInstance('messaging', {
      MONGO_DB: main.MONGO_DB,
      MESSAGING_REDIS_PREFIX: main.MESSAGING_REDIS_PREFIX,
      MESSAGING_SEND_CLAIM_SECONDS: String(SEND_CLAIM_SECONDS),
    });

    const received = new Map<string, MessageView>();
    const socketB = await openOn(stack.url('messaging'), b);
    socketB.on('message:new', (message: MessageView, ack?: (answer: unknown) => void) => {
      ack?.({ ok: true });
      received.set(message.id, message);
    });

    let socketA = await openOn(doomed.url, a);
    for (let n = 1; n <= 5; n += 1) await sendSurely(socketA, conversationId, n);
    // The next sends leave without waiting; the process dies while they are in flight.
    for (let n = 6; n <= 8; n += 1) {
      socketA.emit('message:send', {
        conversationId,
        content: `m${n}`,
        clientMessageId: `failover-${n}`,
      });
    }
    await doomed.stop('SIGKILL');
    socketA.disconnect();

    // The client comes back through another replica and sends again what was not acknowledged.
    socketA = await openOn(stack.url('messaging'), a);
    for (let n = 6; n <= 10; n += 1) await sendSurely(socketA, conversationId, n);

    const expected = Array.from({ length: 10 }, (_, index) => `m${index + 1}`);
    const history = await messaging.history(a, conversationId);
    const contents = (history.body.data.items as MessageView[]).map((message) => message.content);
    expect(contents).toEqual(expected);
    // The recipient, live and from the history together, holds each message once.
    const seenByB = await messaging.history(b, conversationId);
    for (const message of seenByB.body.data.items as MessageView[]) {
      received.set(message.id, message);
    }
    expect([...received.values()].map((message) => message.content).sort()).toEqual(
      [...expected].sort(),
    );
  });
});
