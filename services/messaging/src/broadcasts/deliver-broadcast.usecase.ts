import { createHash, randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER, type AuthenticatedUser } from '@tessera/platform';
import type { Logger } from 'pino';
import { parseMessageId } from '../messages/message-ids';
import { SendMessageUseCase } from '../messages/send-message.usecase';
import { BroadcastAudienceRepository } from '../users/broadcast-audience.repository';
import { BroadcastConversations } from './broadcast-conversations';
import { BroadcastQueue } from './broadcast-queue';
import type { Broadcast } from './broadcast.schema';
import { BroadcastDeliveriesRepository } from './broadcast-deliveries.repository';
import { BroadcastsRepository } from './broadcasts.repository';

/** Recipients one batch job delivers to. */
export const BROADCAST_BATCH_SIZE = 100;

/** What a failed recipient records when nothing more specific was said. */
const DELIVERY_FAILED = 'Delivery failed';

/**
 * The same id for a recipient's copy every time it is sent, so a send repeated after a crash
 * returns the message stored the first time (the messaging service keeps client ids a day).
 */
function clientMessageIdOf(broadcastId: string, recipientId: string): string {
  const digest = createHash('sha256').update(`${broadcastId}:${recipientId}`).digest('hex');
  return `broadcast-${digest.slice(0, 40)}`;
}

/** A refusal (a 4xx other than "still being stored") settles the recipient as failed. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof HttpException)) return null;
  const status = error.getStatus();
  if (status < 400 || status >= 500 || status === HttpStatus.CONFLICT) return null;
  const body = error.getResponse();
  const reason = typeof body === 'object' && body && 'error' in body ? body.error : error.message;
  return typeof reason === 'string' ? reason : DELIVERY_FAILED;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * Delivers broadcasts: fixes who receives one, then each batch sends every recipient the
 * message in their direct conversation with the creator, as a normal message. A recipient's
 * delivery record is claimed before sending and settled once, so no run sends twice.
 */
@Injectable()
export class DeliverBroadcastUseCase {
  constructor(
    private readonly broadcasts: BroadcastsRepository,
    private readonly deliveries: BroadcastDeliveriesRepository,
    private readonly audience: BroadcastAudienceRepository,
    private readonly conversations: BroadcastConversations,
    private readonly sending: SendMessageUseCase,
    private readonly queue: BroadcastQueue,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** The broadcast's time came: its audience is fixed once and its batches queued. */
  async fanOut(broadcastId: string): Promise<string> {
    let broadcast = await this.broadcasts.find(broadcastId);
    if (!broadcast || broadcast.status === 'canceled' || broadcast.status === 'sent') {
      return 'nothing to send';
    }
    if (broadcast.status === 'scheduled' && !(await this.broadcasts.start(broadcastId))) {
      return 'canceled before its time';
    }
    if (!broadcast.audienceRun) {
      const tierIds = broadcast.audience.type === 'tiers' ? broadcast.audience.tierIds : null;
      const { senderId } = broadcast;
      const recipients = (await this.audience.subscriberIds(senderId, tierIds, new Date())).filter(
        (id) => id !== senderId,
      );
      const run = randomUUID().replace(/-/g, '').slice(0, 12);
      broadcast = await this.broadcasts.fixAudience(
        broadcastId,
        run,
        chunk(recipients, BROADCAST_BATCH_SIZE),
      );
    }
    if (!broadcast?.audienceRun || broadcast.batchCount === null) return 'audience not fixed';
    if (broadcast.batchCount === 0) {
      await this.finish(broadcast);
      return 'no recipients';
    }
    const pending = Array.from({ length: broadcast.batchCount }, (_, index) => index).filter(
      (index) => !broadcast.doneBatches.includes(index),
    );
    await this.queue.addBatches(broadcastId, broadcast.audienceRun, pending);
    return `${pending.length} batches queued`;
  }

  /**
   * Sends one batch. A recipient whose send fails for a reason other than a refusal fails the
   * attempt, to be retried; on the last attempt it is recorded as failed instead.
   */
  async deliverBatch(
    broadcastId: string,
    run: string,
    index: number,
    lastAttempt: boolean,
  ): Promise<string> {
    const broadcast = await this.broadcasts.find(broadcastId);
    const batch = await this.broadcasts.batch(broadcastId, run, index);
    if (!broadcast || !batch || broadcast.audienceRun !== run) return 'unknown batch';
    let transient: unknown = null;
    for (const recipientId of batch.recipientIds) {
      try {
        await this.deliverTo(broadcast, recipientId, lastAttempt);
      } catch (error) {
        transient ??= error;
      }
    }
    if (transient) throw transient;
    const updated = await this.broadcasts.markBatchDone(broadcastId, index);
    if (updated && updated.doneBatches.length >= (updated.batchCount ?? 0)) {
      await this.finish(updated);
    }
    return `batch ${index} settled`;
  }

  private async deliverTo(broadcast: Broadcast, recipientId: string, lastAttempt: boolean) {
    const now = new Date();
    const claimed = await this.deliveries.claim(broadcast._id, recipientId, now);
    if (claimed !== 'pending') return;
    const sender: AuthenticatedUser = {
      id: broadcast.senderId,
      role: broadcast.senderRole,
      sessionId: `broadcast-${broadcast._id}`,
    };
    try {
      const conversationId = await this.conversations.openDirect(sender.id, recipientId, now);
      const message = await this.sending.send(sender, conversationId, {
        content: broadcast.content,
        type: 'text',
        attachments: [],
        clientMessageId: clientMessageIdOf(broadcast._id, recipientId),
      });
      const seq = parseMessageId(message.id)?.seq ?? 0;
      const outcome = { status: 'delivered', conversationId, messageId: message.id, seq } as const;
      if (await this.deliveries.settle(broadcast._id, recipientId, outcome, new Date())) {
        await this.broadcasts.count(broadcast._id, 'delivered');
      }
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === null && !lastAttempt) throw error;
      if (reason === null) {
        this.logger.warn({ err: error, broadcastId: broadcast._id }, 'broadcast recipient failed');
      }
      const outcome = { status: 'failed', reason: reason ?? DELIVERY_FAILED } as const;
      if (await this.deliveries.settle(broadcast._id, recipientId, outcome, new Date())) {
        await this.broadcasts.count(broadcast._id, 'failed');
      }
    }
  }

  /** Every batch settled: sent, with exact counts taken from the delivery records. */
  private async finish(broadcast: Broadcast): Promise<void> {
    const batches = await this.broadcasts.batchesOf(broadcast);
    const counts = { delivered: 0, failed: 0 };
    for (const batch of batches) {
      for (const delivery of await this.deliveries.findMany(broadcast._id, batch.recipientIds)) {
        if (delivery.status === 'delivered') counts.delivered += 1;
        if (delivery.status === 'failed') counts.failed += 1;
      }
    }
    await this.broadcasts.complete(broadcast._id, counts, new Date());
  }
}
