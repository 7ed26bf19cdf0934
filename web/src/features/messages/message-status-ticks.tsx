import type { MessageDto } from '@tessera/contracts';

const TICKS: Record<MessageDto['status'], { marks: string; label: string }> = {
  sending: { marks: '…', label: 'Sending' },
  sent: { marks: '✓', label: 'Sent' },
  delivered: { marks: '✓✓', label: 'Delivered' },
  read: { marks: '✓✓', label: 'Read' },
};

/** Sent, delivered and read ticks of one's own message. */
export function MessageStatusTicks({ status }: { status: MessageDto['status'] }) {
  const { marks, label } = TICKS[status];
  return (
    <span
      className={`message-ticks message-ticks--${status}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {marks}
    </span>
  );
}
