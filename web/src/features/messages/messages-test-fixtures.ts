import type { ConversationDto, MessageDto, PublicUserDto } from '@tessera/contracts';
import type { Socket } from 'socket.io-client';
import { messagingSocketConnector } from './messaging-socket';

type Handler = (...args: never[]) => void;

/** A socket.io client stand-in: records emits, answers acks by event, delivers server events. */
export class FakeSocket {
  connected = true;
  readonly emitted: { event: string; payload: unknown }[] = [];
  readonly acks: Record<string, (payload: unknown) => unknown> = {};
  private readonly handlers = new Map<string, Set<Handler>>();
  readonly io = { on: () => undefined, off: () => undefined };

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.emitted.push({ event, payload });
        return this.acks[event]?.(payload);
      },
    };
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  /** The server sends an event to this client. */
  receive(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) {
      (handler as (payload: unknown, ack: () => void) => void)(payload, () => undefined);
    }
  }
}

/** Makes the screen connect to a fake socket; returns it and a way to restore the real one. */
export function installFakeSocket(): { socket: FakeSocket; restore: () => void } {
  const socket = new FakeSocket();
  const original = messagingSocketConnector.connect;
  messagingSocketConnector.connect = () => socket as unknown as Socket;
  return { socket, restore: () => (messagingSocketConnector.connect = original) };
}

export function makeProfile(overrides: Partial<PublicUserDto> = {}): PublicUserDto {
  return {
    id: 'creator-1',
    username: 'nora',
    displayName: 'Nora Vale',
    avatar: '',
    coverImage: '',
    bio: '',
    socialLinks: {},
    role: 'creator',
    isVerified: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 'conv-1-1',
    conversationId: 'conv-1',
    senderId: 'creator-1',
    content: 'Hello there',
    type: 'text',
    status: 'sent',
    attachments: [],
    isEncrypted: false,
    reactions: [],
    clientMessageId: null,
    priceCents: null,
    locked: false,
    editedAt: null,
    deletedAt: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

const PERMISSIONS = {
  canSendMessages: true,
  canSendMedia: true,
  canAddParticipants: true,
  canRemoveParticipants: true,
  canEditConversation: true,
  canDeleteMessages: true,
};

export function makeConversation(
  otherId: string,
  overrides: Partial<ConversationDto> = {},
  userId = 'user-1',
): ConversationDto {
  const participant = (id: string) => ({
    userId: id,
    role: 'owner' as const,
    joinedAt: '2025-06-01T09:00:00.000Z',
    lastReadAt: null,
    isActive: true,
    permissions: PERMISSIONS,
  });
  return {
    id: 'conv-1',
    type: 'direct',
    name: '',
    description: '',
    avatar: '',
    creatorId: userId,
    participants: [participant(userId), participant(otherId)],
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    isArchived: false,
    isMuted: false,
    isPinned: false,
    themeId: null,
    draft: null,
    settings: {
      isEncrypted: false,
      allowFileSharing: true,
      allowVoiceMessages: true,
      maxParticipants: 2,
      moderationEnabled: false,
      wordFilter: [],
    },
    createdAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}
