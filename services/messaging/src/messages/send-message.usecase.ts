import { Inject, Injectable } from '@nestjs/common';
import type { MessageDto, SendMessageRequest } from '@tessera/contracts';
import {
  APP_LOGGER,
  type AuthenticatedUser,
  badRequest,
  buildEvent,
  conflict,
  forbidden,
  notFound,
  PlatformSettingsReader,
} from '@tessera/platform';
import { isRole } from '@tessera/rules';
import type { Logger } from 'pino';
import { AttachmentResolver } from '../attachments/attachment-resolver';
import type { MessagingConfig } from '../config/messaging-config';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';
import { ConversationAccess, requirePermission } from '../conversations/conversation-access';
import { ConversationMarksWriter } from '../conversations/conversation-marks.writer';
import { activeParticipantIds } from '../conversations/conversation-view';
import { ConversationsRepository, type SendView } from '../conversations/conversations.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { LiveEvents } from '../realtime/live-events.service';
import type { MessagingUser } from '../users/messaging-user.schema';
import { ClientMessageIds } from './client-message-ids';
import { messageId } from './message-ids';
import { MessagePresenter } from './message-presenter';
import type { Message } from './message.schema';
import type { ConversationMarks } from './message-view';
import { MessagingChecks } from './messaging-checks';
import { MessagesRepository } from './messages.repository';
import { applyWordFilter } from './word-filter';

/**
 * A message just stored has reached nobody else yet, so its status is `sent` whatever the
 * conversation's marks say: it is presented without reading them.
 */
function unreachedMarks(conversation: SendView): ConversationMarks {
  return { participants: conversation.participants, reads: {}, delivered: {} };
}

interface StoredSend {
  message: Message;
  /** The sender as the users read model knows them, for notifications. */
  senderProfile: MessagingUser | null;
}

/**
 * Sending a message, over HTTP or the socket alike: the participant's permissions, the spec's
 * checks, the message stored with its `message.sent` event, then live delivery and notifications.
 */
@Injectable()
export class SendMessageUseCase {
  constructor(
    private readonly access: ConversationAccess,
    private readonly conversations: ConversationsRepository,
    private readonly marks: ConversationMarksWriter,
    private readonly messages: MessagesRepository,
    private readonly checks: MessagingChecks,
    private readonly clientIds: ClientMessageIds,
    private readonly attachments: AttachmentResolver,
    private readonly presenter: MessagePresenter,
    private readonly notifications: NotificationsService,
    private readonly live: LiveEvents,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly settings: PlatformSettingsReader,
  ) {}

  async send(
    sender: AuthenticatedUser,
    conversationId: string,
    input: SendMessageRequest,
  ): Promise<MessageDto> {
    await this.settings.requireFeature('messagingEnabled');
    const conversation = await this.access.loadForSend(conversationId, sender.id);
    this.checkShape(conversation, sender, input);
    const { clientMessageId } = input;
    if (clientMessageId) {
      const claim = await this.clientIds.claim(sender.id, clientMessageId);
      if (!claim.claimed) return this.repeated(conversation._id, sender.id, claim.messageId);
    }
    let stored: StoredSend;
    try {
      stored = await this.store(sender, conversation, input, new Date());
    } catch (error) {
      if (clientMessageId) await this.clientIds.release(sender.id, clientMessageId);
      throw error;
    }
    const { message } = stored;
    await Promise.all([
      clientMessageId && this.clientIds.complete(sender.id, clientMessageId, message._id),
      this.marks.sent(conversation._id, sender.id, message.seq, message.createdAt),
    ]);
    const dto = await this.presenter.presentOne(sender.id, message, unreachedMarks(conversation));
    this.fanOut(conversation, message, dto, stored.senderProfile);
    return dto;
  }

  private checkShape(conversation: SendView, sender: AuthenticatedUser, input: SendMessageRequest) {
    const senderId = sender.id;
    requirePermission(conversation, senderId, 'canSendMessages');
    if (input.priceCents !== undefined && !isRole(sender.role, 'creator')) {
      throw forbidden('Only creators can charge for messages');
    }
    if (input.type !== 'text' && input.attachments.length === 0) {
      throw badRequest(`A ${input.type} message needs an attachment`);
    }
    if (input.attachments.length > 0) {
      requirePermission(conversation, senderId, 'canSendMedia');
      if (!conversation.settings.allowFileSharing) {
        throw forbidden('File sharing is turned off in this conversation');
      }
    }
  }

  /** A send repeated with the same client id answers with the message stored the first time. */
  private async repeated(
    conversationId: string,
    senderId: string,
    storedId: string | null,
  ): Promise<MessageDto> {
    if (!storedId) throw conflict('This message is still being sent; try again in a moment');
    // Its status may have moved on since: the conversation's marks are read this time.
    const [conversation, stored] = await Promise.all([
      this.access.load(conversationId, senderId),
      this.messages.find(storedId),
    ]);
    if (!stored || stored.conversationId !== conversation._id) {
      throw conflict('This client message id was used for another message');
    }
    return this.presenter.presentOne(stored.senderId, stored, conversation);
  }

  /** The checks, a sequence number, and the message stored with its event. */
  private async store(
    sender: AuthenticatedUser,
    conversation: SendView,
    input: SendMessageRequest,
    now: Date,
  ): Promise<StoredSend> {
    const recipientIds = activeParticipantIds(conversation).filter((id) => id !== sender.id);
    const attachments = await this.attachments.resolve(sender.id, input.attachments);
    const senderProfile =
      conversation.type === 'support'
        ? await this.checks.supportSender(sender)
        : await this.checks.checkSend(sender, recipientIds, attachments, now);
    // As in common messengers, a new message brings an archived conversation back to the inbox
    // of each recipient, unless they also muted it.
    const unarchiveFor = recipientIds.filter((id) => !conversation.mutedBy?.[id]);
    const seq = await this.conversations.nextSeq(conversation._id, now, unarchiveFor);
    if (seq === null) throw notFound('Conversation not found');
    const message: Message = {
      _id: messageId(conversation._id, seq),
      conversationId: conversation._id,
      seq,
      senderId: sender.id,
      content: applyWordFilter(input.content, conversation.settings.wordFilter),
      type: input.type,
      attachments,
      priceCents: input.priceCents ?? null,
      clientMessageId: input.clientMessageId ?? null,
      editedAt: null,
      deletedAt: null,
      createdAt: now,
    };
    const sent = buildEvent(
      'message.sent',
      {
        messageId: message._id,
        conversationId: conversation._id,
        senderId: sender.id,
        recipientIds,
        type: message.type,
        mediaIds: attachments.map((attachment) => attachment.id),
        priceCents: message.priceCents,
        sentAt: now.toISOString(),
      },
      { producer: 'messaging', key: conversation._id, actorId: sender.id },
    );
    const stored = await this.messages.insert(message, sent);
    return { message: stored, senderProfile };
  }

  /**
   * Live delivery after the message is stored (its ack never waits for it): the sender's other
   * clients, each recipient with their own view (a pay-per-view message comes locked) and an
   * acknowledgement that marks it delivered, and notifications.
   */
  private fanOut(
    conversation: SendView,
    message: Message,
    senderView: MessageDto,
    senderProfile: MessagingUser | null,
  ): void {
    const senderId = message.senderId;
    const recipients = activeParticipantIds(conversation).filter((id) => id !== senderId);
    this.live.toUsers([senderId], 'message:new', senderView);
    for (const recipientId of recipients) {
      void this.presenter
        .presentOne(recipientId, message, unreachedMarks(conversation))
        .then((view) => this.deliver(conversation, recipientId, view))
        .catch((error: unknown) =>
          this.logger.warn({ err: error, messageId: message._id }, 'delivery mark failed'),
        );
    }
    const notified = recipients.filter((id) => !conversation.mutedBy?.[id]);
    void this.notifications
      .notifyNewMessage(notified, senderView, senderProfile)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, messageId: message._id }, 'notifications failed'),
      );
  }

  private async deliver(
    conversation: SendView,
    recipientId: string,
    message: MessageDto,
  ): Promise<void> {
    const acknowledged = await this.live.toUserAcknowledged(
      recipientId,
      'message:new',
      message,
      this.config.MESSAGING_DELIVERY_ACK_TIMEOUT_MS,
    );
    if (!acknowledged) return;
    const seq = Number(message.id.slice(message.id.lastIndexOf('-') + 1));
    await this.marks.delivered(conversation._id, recipientId, seq);
    this.live.toUsers(activeParticipantIds(conversation), 'message:status', {
      conversationId: conversation._id,
      userId: recipientId,
      status: 'delivered',
      upToMessageId: message.id,
      at: new Date().toISOString(),
    });
  }
}
