import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { CATEGORY_LABELS, STATUS_LABELS } from './ticket-labels';
import { TicketThread } from './ticket-thread';
import { useMyTicket, useReplyToTicket } from './use-support-tickets';

/** /help/tickets/:id: one of the user's tickets, the team's replies, and a box to answer. */
export function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useMyTicket(id);
  const reply = useReplyToTicket(id);
  const [form] = Form.useForm<{ body: string }>();

  if (ticket.isPending) return <Skeleton active className="page page--narrow" />;
  if (ticket.isError) {
    return (
      <div className="page page--narrow">
        <Alert type="error" showIcon title={ticket.error.message} />
      </div>
    );
  }
  const data = ticket.data;
  const status = STATUS_LABELS[data.status];
  return (
    <div className="page page--narrow support-ticket">
      <Link to="/help/tickets">
        <ArrowLeftOutlined /> Your tickets
      </Link>
      <Typography.Title level={1}>{data.subject}</Typography.Title>
      <Card className="page-card">
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label="Status">
            <Tag color={status.color}>{status.label}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Topic">{CATEGORY_LABELS[data.category]}</Descriptions.Item>
          <Descriptions.Item label="Opened">
            {new Date(data.createdAt).toLocaleString()}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph className="ticket-thread__body">
          {data.description}
        </Typography.Paragraph>
      </Card>
      <Card title="Replies" className="page-card">
        <TicketThread
          messages={data.messages}
          authorName={(message) => (message.from === 'user' ? 'You' : 'Support team')}
        />
      </Card>
      {data.status === 'closed' ? (
        <Alert
          type="info"
          showIcon
          title="This ticket is closed. Open a new one if you need more help."
        />
      ) : (
        <Card title="Add to this ticket" className="page-card">
          {reply.error && <Alert type="error" showIcon title={reply.error.message} />}
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={({ body }) =>
              reply.mutate(body.trim(), { onSuccess: () => form.resetFields() })
            }
          >
            <Form.Item
              name="body"
              label="Your message"
              rules={[{ required: true, whitespace: true, message: 'Write a message first' }]}
            >
              <Input.TextArea rows={4} maxLength={5000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={reply.isPending}>
              Send
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
