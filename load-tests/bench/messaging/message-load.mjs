import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const TICK_MS = 10;
const ACK_TIMEOUT_MS = 10_000;
const DELIVERY_TIMEOUT_MS = 10_000;
const DRAIN_MS = 15_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tracks each sent message until its recipient's socket receives it. The clock is this process's:
 * sender and recipient are both here, so send-to-receive needs no clock agreement.
 */
export class DeliveryTracker {
  pending = new Map();
  latencyMs = [];
  unexpected = 0;
  lastDeliveryAt = Number.NaN;

  /** Resolves once the recipient has the message. */
  sent(clientMessageId, recipientId) {
    return new Promise((resolve) => {
      this.pending.set(clientMessageId, { at: performance.now(), recipientId, resolve });
    });
  }

  /** Every `message:new` a socket receives; the sender's own copy is not a delivery. */
  received(user, message) {
    if (message.senderId === user.id) return;
    const sent = this.pending.get(message.clientMessageId);
    if (!sent || sent.recipientId !== user.id) {
      this.unexpected += 1;
      return;
    }
    this.pending.delete(message.clientMessageId);
    this.lastDeliveryAt = performance.now();
    this.latencyMs.push(this.lastDeliveryAt - sent.at);
    sent.resolve();
  }
}

/**
 * Sends one message with `message:send` from one user of a random pair to the other, recording
 * its acknowledgement time or why it failed. Resolves when the recipient has it.
 */
function sendRandomMessage({ pairs, clientMessageId, tracker, acks }) {
  const pair = pairs[Math.floor(Math.random() * pairs.length)];
  const [from, to] = Math.random() < 0.5 ? [pair.a, pair.b] : [pair.b, pair.a];
  const delivered = tracker.sent(clientMessageId, to.id);
  const at = performance.now();
  pair.sockets[from.id].timeout(ACK_TIMEOUT_MS).emit(
    'message:send',
    {
      conversationId: pair.conversationId,
      content: `Bench message ${clientMessageId}`,
      clientMessageId,
    },
    (error, answer) => {
      if (error) acks.errors.push('no acknowledgement within 10 s');
      else if (answer?.error) acks.errors.push(answer.error);
      else acks.ms.push(performance.now() - at);
    },
  );
  return delivered;
}

/** True when the promise settles within `ms`, false otherwise; leaves no timer behind. */
async function within(promise, ms) {
  let timer;
  const expired = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The most the stack delivers: `inFlight` senders each send a message and wait until it reaches
 * its recipient before sending the next (closed loop), for `seconds`.
 */
export async function measureCapacity({ pairs, inFlight, seconds, tracker }) {
  const acks = { ms: [], errors: [] };
  let sent = 0;
  let timedOut = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const sender = async () => {
    while (performance.now() < end) {
      const clientMessageId = `capacity-${sent}`;
      sent += 1;
      const delivered = sendRandomMessage({ pairs, clientMessageId, tracker, acks });
      if (!(await within(delivered, DELIVERY_TIMEOUT_MS))) timedOut += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { inFlight, sent, timedOut, elapsedSeconds, ackErrors: acks.errors };
}

/**
 * Sends `rate` messages a second for `seconds` between random pairs, on schedule whatever the
 * answers (open loop), then waits for the last deliveries. Counts acknowledgements that carry an
 * error or never come.
 */
export async function sendAtRate({ pairs, rate, seconds, tracker }) {
  const acks = { ms: [], errors: [] };
  let sent = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const total = rate * seconds;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    for (; sent < due; sent += 1) {
      void sendRandomMessage({ pairs, clientMessageId: `bench-${sent}`, tracker, acks });
    }
    await pause(TICK_MS);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const drainDeadline = performance.now() + DRAIN_MS;
  while (tracker.pending.size > 0 && performance.now() < drainDeadline) await pause(100);
  loopDelay.disable();
  return {
    startedAt: started,
    sent,
    sendSeconds,
    ackMs: acks.ms,
    ackErrors: acks.errors,
    lost: tracker.pending.size,
    generatorLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}
