import { DELETED_MESSAGE_TEXT } from '@tessera/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConversationsRepository } from '../conversations/conversations.repository';
import type { StoredDraft } from '../conversations/conversation.schema';
import type { StoredReaction } from '../messages/message.schema';
import type { MessagesRepository } from '../messages/messages.repository';
import type { NotificationSettingsRepository } from '../notifications/notification-settings.repository';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { MessagingUsersRepository } from '../users/messaging-users.repository';
import { DELETED_ACCOUNT_NAME, ForgetDeletedAccount } from './forget-deleted-account.usecase';

const LEAVER = 'leaver';
const STAYER = 'stayer';
const deletedAt = new Date('2026-11-28T05:00:00Z');
const at = new Date('2026-11-27T10:00:00Z');

interface StoredMessage {
  _id: string;
  conversationId: string;
  senderId: string;
  content: string;
  reactions: Record<string, StoredReaction>;
  deletedAt: Date | null;
}

/**
 * Messaging's stores as the deletion sees them, with the repositories' write semantics: each
 * removal takes only what is there, so running the deletion again can be checked to change nothing.
 */
class MessagingStores {
  readonly profiles = new Map<string, Record<string, string>>();
  readonly appliedEvents = new Set<string>();
  readonly messages = new Map<string, StoredMessage>();
  readonly conversations = new Map<
    string,
    { participants: string[]; drafts: Record<string, StoredDraft> }
  >();
  readonly notifications = new Map<string, { userId: string }>();
  readonly feeds = new Set<string>();
  readonly settings = new Set<string>();

  readonly users = {
    applyProfile: (eventId: string, userId: string, fields: Record<string, string>) => {
      if (this.appliedEvents.has(eventId)) return Promise.resolve('ignored');
      this.appliedEvents.add(eventId);
      this.profiles.set(userId, { ...this.profiles.get(userId), ...fields });
      return Promise.resolve('applied');
    },
  };

  readonly messagesRepository = {
    eraseAllOfSender: (senderId: string, content: string, when: Date) => {
      let erased = 0;
      for (const message of this.messages.values()) {
        if (message.senderId !== senderId || message.deletedAt) continue;
        Object.assign(message, { content, reactions: {}, deletedAt: when });
        erased += 1;
      }
      return Promise.resolve(erased);
    },
    removeReactionsOf: (userId: string, conversationIds: readonly string[]) => {
      let removed = 0;
      for (const message of this.messages.values()) {
        if (!conversationIds.includes(message.conversationId)) continue;
        for (const [key, reaction] of Object.entries(message.reactions)) {
          if (reaction.userId !== userId) continue;
          delete message.reactions[key];
          removed += 1;
        }
      }
      return Promise.resolve(removed);
    },
  };

  readonly conversationsRepository = {
    idsWithParticipant: (userId: string) =>
      Promise.resolve(
        [...this.conversations.entries()]
          .filter(([, conversation]) => conversation.participants.includes(userId))
          .map(([id]) => id),
      ),
    discardDrafts: (ids: readonly string[], userId: string) => {
      for (const id of ids) delete this.conversations.get(id)?.drafts[userId];
      return Promise.resolve();
    },
  };

  readonly notificationsRepository = {
    removeAllOf: (userId: string) => {
      let removed = 0;
      for (const [id, notification] of this.notifications) {
        if (notification.userId !== userId) continue;
        this.notifications.delete(id);
        removed += 1;
      }
      this.feeds.delete(userId);
      return Promise.resolve(removed);
    },
  };

  readonly settingsRepository = {
    remove: (userId: string) => {
      this.settings.delete(userId);
      return Promise.resolve();
    },
  };
}

function reaction(userId: string, emoji: string): [string, StoredReaction] {
  return [`${userId}|${emoji}`, { userId, emoji, createdAt: at }];
}

function message(id: string, senderId: string, reactions: Array<[string, StoredReaction]>) {
  return {
    _id: id,
    conversationId: id.split('-')[0],
    senderId,
    content: `said by ${senderId}`,
    reactions: Object.fromEntries(reactions),
    deletedAt: null,
  };
}

describe('ForgetDeletedAccount', () => {
  let stores: MessagingStores;
  let forget: ForgetDeletedAccount;

  beforeEach(() => {
    stores = new MessagingStores();
    forget = new ForgetDeletedAccount(
      stores.users as unknown as MessagingUsersRepository,
      stores.messagesRepository as unknown as MessagesRepository,
      stores.conversationsRepository as unknown as ConversationsRepository,
      stores.notificationsRepository as unknown as NotificationsRepository,
      stores.settingsRepository as unknown as NotificationSettingsRepository,
    );
    stores.profiles.set(LEAVER, { displayName: 'Lea', username: 'lea', email: 'lea@example.com' });
    stores.conversations.set('c1', {
      participants: [LEAVER, STAYER],
      drafts: {
        [LEAVER]: { content: 'half a thought', lastModified: at },
        [STAYER]: { content: 'my reply', lastModified: at },
      },
    });
    stores.conversations.set('c2', { participants: ['other', STAYER], drafts: {} });
    for (const stored of [
      message('c1-1', LEAVER, [reaction(STAYER, '1f44d')]),
      message('c1-2', STAYER, [reaction(LEAVER, '2764'), reaction(STAYER, '1f602')]),
      message('c2-1', STAYER, [reaction(STAYER, '2764')]),
    ]) {
      stores.messages.set(stored._id, stored);
    }
    stores.notifications.set('n1', { userId: LEAVER });
    stores.notifications.set('n2', { userId: LEAVER });
    stores.notifications.set('n3', { userId: STAYER });
    stores.feeds.add(LEAVER).add(STAYER);
    stores.settings.add(LEAVER).add(STAYER);
  });

  it("removes the account's name, messages, reactions, drafts, notifications and settings", async () => {
    const forgotten = await forget.execute('event-1', LEAVER, deletedAt);

    expect(forgotten).toEqual({ messagesErased: 1, reactionsRemoved: 1, notificationsRemoved: 2 });
    expect(stores.profiles.get(LEAVER)).toEqual({
      displayName: DELETED_ACCOUNT_NAME,
      username: '',
      avatar: '',
      email: '',
    });
    expect(stores.messages.get('c1-1')).toMatchObject({
      content: DELETED_MESSAGE_TEXT,
      reactions: {},
      deletedAt,
    });
    expect(Object.keys(stores.messages.get('c1-2')?.reactions ?? {})).toEqual([`${STAYER}|1f602`]);
    expect(stores.conversations.get('c1')?.drafts).toEqual({
      [STAYER]: { content: 'my reply', lastModified: at },
    });
    expect([...stores.notifications.keys()]).toEqual(['n3']);
    expect([...stores.feeds]).toEqual([STAYER]);
    expect([...stores.settings]).toEqual([STAYER]);
  });

  it('leaves the same state when the same event arrives twice', async () => {
    await forget.execute('event-1', LEAVER, deletedAt);
    const snapshot = structuredClone({
      profiles: stores.profiles,
      messages: stores.messages,
      conversations: stores.conversations,
      notifications: stores.notifications,
      feeds: stores.feeds,
      settings: stores.settings,
    });

    const again = await forget.execute('event-1', LEAVER, deletedAt);

    expect(again).toEqual({ messagesErased: 0, reactionsRemoved: 0, notificationsRemoved: 0 });
    expect({
      profiles: stores.profiles,
      messages: stores.messages,
      conversations: stores.conversations,
      notifications: stores.notifications,
      feeds: stores.feeds,
      settings: stores.settings,
    }).toEqual(snapshot);
  });
});
