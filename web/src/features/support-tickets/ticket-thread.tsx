import type { TicketMessageDto } from '@tessera/contracts';
import { Empty, Tag, Typography } from 'antd';

interface TicketThreadProps {
  messages: readonly TicketMessageDto[];
  /** How the reader names the people writing: "You" for the owner, the team for admins. */
  authorName: (message: TicketMessageDto) => string;
}

/** A ticket's messages, oldest first; an internal note (only admins receive them) is marked. */
export function TicketThread({ messages, authorName }: TicketThreadProps) {
  if (messages.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No replies yet" />;
  }
  return (
    <ol className="ticket-thread">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`ticket-thread__message ticket-thread__message--${message.isInternal ? 'internal' : message.from}`}
        >
          <Typography.Text strong>{authorName(message)}</Typography.Text>{' '}
          {message.isInternal && <Tag color="gold">Internal note</Tag>}
          <Typography.Text type="secondary" className="ticket-thread__time">
            {new Date(message.createdAt).toLocaleString()}
          </Typography.Text>
          <Typography.Paragraph className="ticket-thread__body">
            {message.body}
          </Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}
