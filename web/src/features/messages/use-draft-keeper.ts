import { useQueryClient } from '@tanstack/react-query';
import type { ConversationDto } from '@tessera/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { messagesApi } from '../../api/messages.api';
import { replaceConversation, updateConversations } from './messages-cache';

/** Typing pauses this long before the draft is saved. */
const SAVE_AFTER_MS = 800;

/**
 * Keeps the composer's text as the conversation's draft on the server, saved once typing pauses
 * and when the thread closes with a change not saved yet. Sending clears the draft on the server;
 * `sent` forgets what is pending here, and a save that was still under way is discarded after it.
 */
export function useDraftKeeper(conversationId: string, savedText: string) {
  const queryClient = useQueryClient();
  const pending = useRef<string | null>(null);
  const lastSaved = useRef(savedText);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const store = useCallback(
    (save: Promise<{ data: ConversationDto }>) => {
      const flight = save
        .then((answer) => replaceConversation(queryClient, answer.data))
        .catch(() => {
          // Not saved: the text stays in the composer and the next change tries again.
          lastSaved.current = '';
        })
        .finally(() => {
          if (inFlight.current === flight) inFlight.current = null;
        });
      inFlight.current = flight;
    },
    [queryClient],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const text = pending.current;
    pending.current = null;
    if (text === null || text === lastSaved.current) return;
    lastSaved.current = text;
    store(messagesApi.saveDraft(conversationId, text));
  }, [conversationId, store]);

  useEffect(() => flush, [flush]);

  const changed = useCallback(
    (text: string) => {
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_AFTER_MS);
    },
    [flush],
  );

  const sent = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    lastSaved.current = '';
    updateConversations(queryClient, (item) =>
      item.id === conversationId ? { ...item, draft: null } : item,
    );
    const flight = inFlight.current;
    if (flight) void flight.then(() => store(messagesApi.discardDraft(conversationId)));
  }, [conversationId, queryClient, store]);

  return { changed, sent };
}
