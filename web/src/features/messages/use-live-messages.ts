import { useQueryClient } from '@tanstack/react-query';
import type {
  ConversationChangedEventDto,
  ConversationRemovedEventDto,
  MessageDto,
  MessageStatusEventDto,
  TypingEventDto,
} from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { queryKeys } from '../../api/query-keys';
import {
  dropConversation,
  markDeleted,
  noteLastMessage,
  raiseStatus,
  upsertMessage,
} from './messages-cache';
import { onReconnected } from './messaging-socket';

/** Who is typing where: conversation id to the typists' ids and when each indicator lapses. */
export type TypingState = Record<string, Record<string, number>>;

/** The spec checks the typing indicators every second. */
const TYPING_CHECK_MS = 1000;

/**
 * Applies the socket's events to the cached conversations and histories, and keeps the typing
 * indicators, each dropped when its `expiresInMs` runs out.
 */
export function useLiveMessages(
  socket: Socket | null,
  userId: string | undefined,
  openConversationId: string | null,
  onOpenConversationGone: () => void = () => undefined,
): TypingState {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<TypingState>({});
  const openRef = useRef(openConversationId);
  openRef.current = openConversationId;
  const goneRef = useRef(onOpenConversationGone);
  goneRef.current = onOpenConversationGone;

  useEffect(() => {
    if (!socket) return;
    const onNew = (message: MessageDto, ack?: () => void) => {
      ack?.();
      upsertMessage(queryClient, message);
      const known = noteLastMessage(queryClient, message, {
        isOwn: message.senderId === userId,
        isOpen: openRef.current === message.conversationId,
      });
      if (!known)
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
      setTyping((state) => withoutTypist(state, message.conversationId, message.senderId));
    };
    const onUpdated = (message: MessageDto) => {
      upsertMessage(queryClient, message);
      noteLastMessage(queryClient, message, { isOwn: true, isOpen: true });
    };
    const onDeleted = (event: { id: string; conversationId: string; deletedAt: string }) =>
      markDeleted(queryClient, event);
    const onStatus = (event: MessageStatusEventDto) => {
      if (!userId || event.userId === userId) return;
      raiseStatus(queryClient, event.conversationId, userId, event.upToMessageId, event.status);
    };
    const onTyping = (event: TypingEventDto) => {
      if (event.userId === userId) return;
      setTyping((state) =>
        event.isTyping
          ? {
              ...state,
              [event.conversationId]: {
                ...state[event.conversationId],
                [event.userId]: Date.now() + event.expiresInMs,
              },
            }
          : withoutTypist(state, event.conversationId, event.userId),
      );
    };
    // A contact's status changed: read the current one again.
    const onPresence = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.presence.all });
    };
    // A group's name, details or members changed: read the conversations again.
    const onGroupChanged = (_event: ConversationChangedEventDto) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    };
    // Removed from a group, or left it on another device: it goes from the screen at once.
    const onRemoved = (event: ConversationRemovedEventDto) => {
      dropConversation(queryClient, event.conversationId);
      if (openRef.current === event.conversationId) goneRef.current();
      setTyping((state) => {
        if (!(event.conversationId in state)) return state;
        const { [event.conversationId]: _gone, ...rest } = state;
        return rest;
      });
    };
    const onReconnect = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
    };
    socket.on('message:new', onNew);
    socket.on('message:updated', onUpdated);
    socket.on('message:deleted', onDeleted);
    socket.on('message:status', onStatus);
    socket.on('typing', onTyping);
    socket.on('presence', onPresence);
    socket.on('conversation:changed', onGroupChanged);
    socket.on('conversation:removed', onRemoved);
    const stopReconnected = onReconnected(socket, onReconnect);
    return () => {
      socket.off('message:new', onNew);
      socket.off('message:updated', onUpdated);
      socket.off('message:deleted', onDeleted);
      socket.off('message:status', onStatus);
      socket.off('typing', onTyping);
      socket.off('presence', onPresence);
      socket.off('conversation:changed', onGroupChanged);
      socket.off('conversation:removed', onRemoved);
      stopReconnected();
    };
  }, [socket, userId, queryClient]);

  const hasTypists = Object.keys(typing).length > 0;
  useEffect(() => {
    if (!hasTypists) return;
    const timer = setInterval(() => setTyping(withoutExpired), TYPING_CHECK_MS);
    return () => clearInterval(timer);
  }, [hasTypists]);

  return typing;
}

function withoutTypist(state: TypingState, conversationId: string, userId: string): TypingState {
  const typists = state[conversationId];
  if (!typists || !(userId in typists)) return state;
  const { [userId]: _removed, ...rest } = typists;
  const next = { ...state };
  if (Object.keys(rest).length > 0) next[conversationId] = rest;
  else delete next[conversationId];
  return next;
}

function withoutExpired(state: TypingState): TypingState {
  const now = Date.now();
  let changed = false;
  const next: TypingState = {};
  for (const [conversationId, typists] of Object.entries(state)) {
    const live = Object.fromEntries(Object.entries(typists).filter(([, until]) => until > now));
    if (Object.keys(live).length !== Object.keys(typists).length) changed = true;
    if (Object.keys(live).length > 0) next[conversationId] = live;
  }
  return changed ? next : state;
}
