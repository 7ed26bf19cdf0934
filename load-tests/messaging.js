// k6 load test of messaging over socket.io through the gateway, with k6's WebSocket client speaking
// the Engine.IO v4 / socket.io v5 protocol by hand. Each iteration opens the sockets of a demo VIP
// subscriber and a demo Pro creator (who may message each other), the subscriber sends a few
// messages with `message:send`, and the creator receives each as `message:new` and acknowledges it
// (which marks it delivered). Needs the demo data: run `npm run seed` against the stack first.
// Environment: see lib/journey.js; SEED_PASSWORD (default the seed's); MESSAGES (default 5) per
// iteration.
import { check, fail } from 'k6';
import exec from 'k6/execution';
import { Counter, Rate, Trend } from 'k6/metrics';
import { setTimeout, clearTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';
import { BASE_URL, call, data, LOAD_TEST_KEY, rampingScenario, signIn } from './lib/journey.js';

const SEED_PASSWORD = __ENV.SEED_PASSWORD || 'Demo-tessera-2024';
const MESSAGES = Number(__ENV.MESSAGES || 5);
// Demo subscribers on the VIP plan may message any creator; Pro creators accept every sender
// (scripts/seed/demo-cast.mjs gives the plans).
const VIP_SUBSCRIBERS = ['chidi', 'femi', 'ivy', 'luca'];
const PRO_CREATORS = ['mara', 'ines', 'lena', 'priya'];
const SEND_INTERVAL_MS = 500;
// An iteration that has not finished by then counts its missing answers as failures.
const ITERATION_TIMEOUT_MS = 20_000;
const SOCKET_URL = `${BASE_URL.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

const connectMs = new Trend('socket_connect_ms', true);
const ackMs = new Trend('message_ack_ms', true);
const deliveryMs = new Trend('message_delivery_ms', true);
const socketErrors = new Rate('socket_errors');
const messagesSent = new Counter('messages_sent');

export const options = {
  scenarios: { messaging: rampingScenario() },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    socket_errors: ['rate<0.01'],
    socket_connect_ms: ['p(95)<1000'],
    message_ack_ms: ['p(95)<300'],
    message_delivery_ms: ['p(95)<500'],
  },
};

/** Signs the demo users in and opens (or finds) each pair's direct conversation. */
export function setup() {
  const login = (handle) => signIn(`demo_${handle}@demo.tessera.example`, SEED_PASSWORD);
  const creators = PRO_CREATORS.map(login);
  return VIP_SUBSCRIBERS.map((handle, index) => {
    const subscriber = login(handle);
    const creator = creators[index % creators.length];
    const opened = call(
      'POST',
      '/api/messages/conversations',
      { type: 'direct', participantId: creator.id },
      'conversation',
      subscriber.token,
    );
    if (opened.status !== 200 && opened.status !== 201) {
      fail(`opening a conversation failed with ${opened.status}: ${opened.body}`);
    }
    return { subscriber, creator, conversationId: data(opened).id };
  });
}

/**
 * One socket.io client on a WebSocket: answers Engine.IO pings, connects to the default namespace
 * with `{ token }` as the auth payload, emits events with acknowledgements and hands server events
 * (with their ack id, if the server asked for one) to `onEvent`.
 */
function openSocketIo(token, { onConnect, onEvent, onError }) {
  const ws = new WebSocket(SOCKET_URL, null, {
    headers: LOAD_TEST_KEY ? { 'x-load-test-key': LOAD_TEST_KEY } : {},
  });
  const pendingAcks = new Map();
  let nextAckId = 0;
  const socket = {
    emit(event, payload, onAck) {
      const id = nextAckId++;
      pendingAcks.set(id, onAck);
      ws.send(`42${id}${JSON.stringify([event, payload])}`);
    },
    ack(id, answer) {
      ws.send(`43${id}${JSON.stringify([answer])}`);
    },
    close() {
      ws.close();
    },
  };
  ws.onmessage = ({ data: frame }) => {
    const type = frame[0];
    if (type === '0') ws.send(`40${JSON.stringify({ token })}`);
    else if (type === '2') ws.send('3');
    else if (frame.startsWith('40')) onConnect(socket);
    else if (frame.startsWith('44')) onError(`connect refused: ${frame.slice(2)}`);
    else if (frame.startsWith('42')) {
      const [, id, json] = /^42(\d*)(.*)$/s.exec(frame);
      const [event, payload] = JSON.parse(json);
      onEvent(event, payload, id === '' ? null : Number(id));
    } else if (frame.startsWith('43')) {
      const [, id, json] = /^43(\d+)(.*)$/s.exec(frame);
      const answer = pendingAcks.get(Number(id));
      pendingAcks.delete(Number(id));
      if (answer) answer(JSON.parse(json)[0]);
    }
  };
  ws.onerror = (event) => onError(`websocket error: ${event.error}`);
  return socket;
}

export default function messagingJourney(pairs) {
  const pair = pairs[exec.vu.idInTest % pairs.length];
  const tag = `${exec.vu.idInTest}-${exec.vu.iterationInScenario}`;
  const sentAt = new Map();
  const sockets = [];
  let acked = 0;
  let delivered = 0;
  let connected = 0;
  let finished = false;
  const opened = Date.now();

  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timeout);
    check(null, {
      'both sockets connected': () => connected === 2,
      'every message acknowledged': () => acked === MESSAGES,
      'every message delivered to the creator': () => delivered === MESSAGES,
    });
    for (const socket of sockets) socket.close();
  };
  const failed = (reason) => {
    socketErrors.add(true);
    console.warn(`VU ${exec.vu.idInTest}: ${reason}`);
    finish();
  };
  const timeout = setTimeout(() => failed('iteration timed out'), ITERATION_TIMEOUT_MS);

  const sendAll = (sender) => {
    for (let index = 0; index < MESSAGES; index += 1) {
      setTimeout(() => {
        if (finished) return;
        const content = `load ${tag} #${index}`;
        sentAt.set(content, Date.now());
        messagesSent.add(1);
        sender.emit(
          'message:send',
          { conversationId: pair.conversationId, content, clientMessageId: `lt-${tag}-${index}` },
          (answer) => {
            const ok = check(answer, { 'message:send acknowledged': (a) => Boolean(a?.id) });
            socketErrors.add(!ok);
            if (ok) ackMs.add(Date.now() - sentAt.get(content));
            acked += 1;
            if (delivered === MESSAGES && acked === MESSAGES) finish();
          },
        );
      }, index * SEND_INTERVAL_MS);
    }
  };

  const onConnect = (socket) => {
    connectMs.add(Date.now() - opened);
    socketErrors.add(false);
    sockets.push(socket);
    connected += 1;
    if (connected === 2) sendAll(subscriberSocket);
  };

  const subscriberSocket = openSocketIo(pair.subscriber.token, {
    onConnect,
    onEvent: () => {},
    onError: failed,
  });
  const creatorSocket = openSocketIo(pair.creator.token, {
    onConnect,
    onEvent: (event, message, ackId) => {
      if (event !== 'message:new') return;
      // Acknowledging marks the message delivered, as the web app does.
      if (ackId !== null) creatorSocket.ack(ackId, { ok: true });
      const sent = sentAt.get(message?.content);
      if (sent === undefined) return; // another VU's message to the same creator
      deliveryMs.add(Date.now() - sent);
      delivered += 1;
      if (delivered === MESSAGES && acked === MESSAGES) finish();
    },
    onError: failed,
  });
}
