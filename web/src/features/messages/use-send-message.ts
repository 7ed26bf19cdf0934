import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDto, SendMessageRequestBody } from '@tessera/contracts';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../../api/api-error';
import { messagesApi } from '../../api/messages.api';
import { useSession } from '../../session/session-context';
import { noteLastMessage, upsertMessage } from './messages-cache';
import { emitWithAck } from './messaging-socket';

/** Messaging hears of a processed upload a moment after content: a 409 is retried this long. */
const ATTACHMENT_WAIT_ATTEMPTS = 10;
const ATTACHMENT_RETRY_MS = 500;

export interface OutgoingMessage {
  conversationId: string;
  content: string;
  attachments?: { mediaId: string; kind: 'image' | 'video' }[];
  priceCents?: number;
}

function newClientMessageId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

function bodyOf(input: OutgoingMessage, clientMessageId: string): SendMessageRequestBody {
  const attachments = input.attachments ?? [];
  if (attachments.length === 0) return { content: input.content, clientMessageId };
  return {
    content: input.content,
    clientMessageId,
    type: attachments.every((file) => file.kind === 'video') ? 'video' : 'image',
    attachments: attachments.map(({ mediaId }) => ({ mediaId })),
    ...(input.priceCents !== undefined ? { priceCents: input.priceCents } : {}),
  };
}

/** Over HTTP, waiting out the short moment in which messaging has not heard of an upload yet. */
async function sendOverHttp(
  input: OutgoingMessage,
  body: SendMessageRequestBody,
): Promise<MessageDto> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await messagesApi.send(input.conversationId, body)).data;
    } catch (error) {
      const notReadyYet = error instanceof ApiError && error.status === 409;
      if (!notReadyYet || attempt >= ATTACHMENT_WAIT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, ATTACHMENT_RETRY_MS));
    }
  }
}

/**
 * Sends a message over the socket (`message:send`, acknowledged with the stored message or
 * `{ error }`), or over HTTP while the socket is not connected and for attachments. The same
 * client message id on every attempt makes a retry return the stored message, never a second one.
 * The error text is the server's.
 */
export function useSendMessage(socket: Socket | null) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (input: OutgoingMessage) => {
      const body = bodyOf(input, newClientMessageId());
      if (socket?.connected && !body.attachments) {
        return emitWithAck<MessageDto>(socket, 'message:send', {
          ...body,
          conversationId: input.conversationId,
        });
      }
      return sendOverHttp(input, body);
    },
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      noteLastMessage(queryClient, message, { isOwn: message.senderId === user?.id, isOpen: true });
    },
  });
}
