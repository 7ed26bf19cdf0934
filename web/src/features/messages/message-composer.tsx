import SendOutlined from '@ant-design/icons/SendOutlined';
import { MAX_MESSAGE_LENGTH } from '@tessera/contracts';
import { Button, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSendMessage } from './use-send-message';

/** How often typing is re-announced while the person keeps typing, and when it stops. */
const TYPING_REPEAT_MS = 2000;
const TYPING_IDLE_MS = 2500;

interface MessageComposerProps {
  conversationId: string;
  socket: Socket | null;
}

/** The text box of a thread: Enter sends, Shift+Enter breaks the line; a refusal shows below. */
export function MessageComposer({ conversationId, socket }: MessageComposerProps) {
  const [text, setText] = useState('');
  const send = useSendMessage(socket);
  const lastTypingRef = useRef(0);
  const idleTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = () => {
    clearTimeout(idleTimerRef.current);
    if (lastTypingRef.current === 0) return;
    lastTypingRef.current = 0;
    socket?.emit('typing:stop', { conversationId });
  };
  const stopTypingRef = useRef(stopTyping);
  stopTypingRef.current = stopTyping;
  useEffect(() => () => stopTypingRef.current(), [conversationId]);

  const noteTyping = (value: string) => {
    if (!socket?.connected) return;
    if (!value.trim()) return stopTyping();
    const now = Date.now();
    if (now - lastTypingRef.current > TYPING_REPEAT_MS) {
      lastTypingRef.current = now;
      socket.emit('typing:start', { conversationId });
    }
    clearTimeout(idleTimerRef.current);
    idleTimerRef.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    stopTyping();
    send.mutate({ conversationId, content }, { onSuccess: () => setText('') });
  };

  return (
    <div className="message-composer">
      <div className="message-composer__row">
        <Input.TextArea
          aria-label="Message"
          placeholder="Write a message"
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onChange={(event) => {
            setText(event.target.value);
            noteTyping(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label="Send"
          loading={send.isPending}
          disabled={!text.trim()}
          onClick={submit}
        />
      </div>
      {send.error && (
        <Typography.Text type="danger" role="alert" className="message-composer__error">
          {send.error.message}
        </Typography.Text>
      )}
    </div>
  );
}
