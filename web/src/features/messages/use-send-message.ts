import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDto } from '@tessera/contracts';
import type { Socket } from 'socket.io-client';
import { messagesApi } from '../../api/messages.api';
import { useSession } from '../../session/session-context';
import { noteLastMessage, upsertMessage } from './messages-cache';
import { emitWithAck } from './messaging-socket';

function newClientMessageId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Sends a message over the socket (`message:send`, acknowledged with the stored message or
 * `{ error }`), or over HTTP while the socket is not connected. The error text is the server's.
 */
export function useSendMessage(socket: Socket | null) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (input: { conversationId: string; content: string }) => {
      const clientMessageId = newClientMessageId();
      if (socket?.connected) {
        return emitWithAck<MessageDto>(socket, 'message:send', { ...input, clientMessageId });
      }
      return (await messagesApi.send(input.conversationId, input.content, clientMessageId)).data;
    },
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      noteLastMessage(queryClient, message, { isOwn: message.senderId === user?.id, isOpen: true });
    },
  });
}
