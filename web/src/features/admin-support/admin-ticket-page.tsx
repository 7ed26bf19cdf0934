import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import {
  TICKET_PRIORITIES,
  TICKET_TRANSITIONS,
  type TicketPriority,
  type TicketStatus,
} from '@tessera/contracts';
import { Alert, Button, Card, Descriptions, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '../support-tickets/ticket-labels';
import { TicketThread } from '../support-tickets/ticket-thread';
import { TicketAnswerForm } from './ticket-answer-form';
import { useAdminTicket, useTicketChange } from './use-admin-tickets';

/** /admin/support/:id: a ticket's thread with internal notes, its assignment, status and priority. */
export function AdminTicketPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const ticket = useAdminTicket(id);
  const change = useTicketChange(id);

  if (ticket.isPending) return <Skeleton active className="page" />;
  if (ticket.isError) {
    return (
      <div className="page">
        <Alert type="error" showIcon title={ticket.error.message} />
      </div>
    );
  }
  const data = ticket.data;
  const update = (fields: {
    assignedTo?: string | null;
    status?: TicketStatus;
    priority?: TicketPriority;
  }) => change.mutate({ kind: 'update', request: { ...fields, version: data.version } });
  const statuses = [data.status, ...TICKET_TRANSITIONS[data.status]];
  const mine = data.assignedTo === user?.id;

  return (
    <div className="page admin-support-ticket">
      <Link to="/admin/support">
        <ArrowLeftOutlined /> The queue
      </Link>
      <Typography.Title level={1}>{data.subject}</Typography.Title>
      {change.error && <Alert type="error" showIcon title={change.error.message} />}
      <Card className="page-card">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="From">
            <Link to={`/admin/users/${data.userId}`}>{data.userId.slice(0, 8)}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="Topic">{CATEGORY_LABELS[data.category]}</Descriptions.Item>
          <Descriptions.Item label="Opened">
            {new Date(data.createdAt).toLocaleString()}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph className="ticket-thread__body">
          {data.description}
        </Typography.Paragraph>
        <Space wrap>
          <Select<TicketStatus>
            aria-label="Status"
            className="queue-filters__status"
            value={data.status}
            disabled={change.isPending}
            onChange={(status) => update({ status })}
            options={statuses.map((status) => ({
              value: status,
              label: STATUS_LABELS[status].label,
            }))}
          />
          <Select<TicketPriority>
            aria-label="Priority"
            className="queue-filters__status"
            value={data.priority}
            disabled={change.isPending}
            onChange={(priority) => update({ priority })}
            options={TICKET_PRIORITIES.map((priority) => ({
              value: priority,
              label: PRIORITY_LABELS[priority].label,
            }))}
          />
          {mine ? (
            <Tag color="blue">Assigned to you</Tag>
          ) : (
            <Button
              disabled={!user || data.status === 'closed'}
              loading={change.isPending}
              onClick={() => user && update({ assignedTo: user.id })}
            >
              Assign to me
            </Button>
          )}
        </Space>
      </Card>
      <Card title="Thread" className="page-card">
        <TicketThread
          messages={data.messages}
          authorName={(message) =>
            message.from === 'user'
              ? 'The user'
              : message.authorId === user?.id
                ? 'You'
                : `Admin ${message.authorId.slice(0, 8)}`
          }
        />
      </Card>
      <TicketAnswerForm
        closed={data.status === 'closed'}
        pending={change.isPending}
        onAnswer={(request, done) =>
          change.mutate({ kind: 'answer', request }, { onSuccess: done })
        }
      />
    </div>
  );
}
