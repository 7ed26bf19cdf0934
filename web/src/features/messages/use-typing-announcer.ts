import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

/** How often typing is re-announced while the person keeps typing, and when it stops. */
const TYPING_REPEAT_MS = 2000;
const TYPING_IDLE_MS = 2500;

/** Tells the other participants while this person types, and when they stop or leave. */
export function useTypingAnnouncer(socket: Socket | null, conversationId: string) {
  const lastTypingRef = useRef(0);
  const idleTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    clearTimeout(idleTimerRef.current);
    if (lastTypingRef.current === 0) return;
    lastTypingRef.current = 0;
    socket?.emit('typing:stop', { conversationId });
  };
  const stopRef = useRef(stop);
  stopRef.current = stop;
  useEffect(() => () => stopRef.current(), [conversationId]);

  const note = (value: string) => {
    if (!socket?.connected) return;
    if (!value.trim()) return stop();
    const now = Date.now();
    if (now - lastTypingRef.current > TYPING_REPEAT_MS) {
      lastTypingRef.current = now;
      socket.emit('typing:start', { conversationId });
    }
    clearTimeout(idleTimerRef.current);
    idleTimerRef.current = setTimeout(stop, TYPING_IDLE_MS);
  };

  return { note, stop };
}
