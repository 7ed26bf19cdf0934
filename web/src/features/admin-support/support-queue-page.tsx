import {
  type AdminTicketQueryParams,
  type AdminTicketSummaryDto,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@tessera/contracts';
import { Alert, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '../support-tickets/ticket-labels';
import { AgentStatsCard } from './agent-stats-card';
import { useTicketQueue } from './use-admin-tickets';

type Filters = Pick<AdminTicketQueryParams, 'status' | 'priority' | 'assignedTo'>;

const assigneeLabel = (assignedTo: string | null, me: string | undefined) =>
  assignedTo === null ? 'Nobody' : assignedTo === me ? 'You' : assignedTo.slice(0, 8);

/** /admin/support: the ticket queue with its filters, and each admin's figures. */
export function SupportQueuePage() {
  const { user } = useSession();
  const [filters, setFilters] = useState<Filters>({ status: 'open' });
  const [page, setPage] = useState(1);
  const queue = useTicketQueue({ ...filters, page, limit: 20 });
  const filter = (change: Filters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const columns = [
    {
      title: 'Subject',
      dataIndex: 'subject',
      render: (subject: string, ticket: AdminTicketSummaryDto) => (
        <Link to={`/admin/support/${ticket.id}`}>{subject}</Link>
      ),
    },
    {
      title: 'Topic',
      dataIndex: 'category',
      responsive: ['lg' as const],
      render: (category: AdminTicketSummaryDto['category']) => CATEGORY_LABELS[category],
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: AdminTicketSummaryDto['status']) => (
        <Tag color={STATUS_LABELS[status].color}>{STATUS_LABELS[status].label}</Tag>
      ),
    },
    {
      title: 'Priority',
      dataIndex: 'priority',
      render: (priority: AdminTicketSummaryDto['priority']) => (
        <Tag color={PRIORITY_LABELS[priority].color}>{PRIORITY_LABELS[priority].label}</Tag>
      ),
    },
    {
      title: 'Assigned to',
      dataIndex: 'assignedTo',
      responsive: ['md' as const],
      render: (assignedTo: string | null) => assigneeLabel(assignedTo, user?.id),
    },
    {
      title: 'Opened',
      dataIndex: 'createdAt',
      responsive: ['md' as const],
      render: (createdAt: string) => new Date(createdAt).toLocaleString(),
    },
  ];

  return (
    <div className="page admin-support">
      <Typography.Title level={1}>Support</Typography.Title>
      <AgentStatsCard />
      <Space wrap className="queue-filters">
        <Select
          aria-label="Status"
          className="queue-filters__status"
          allowClear
          placeholder="Any status"
          value={filters.status}
          onChange={(status) => filter({ status })}
          options={TICKET_STATUSES.map((status) => ({
            value: status,
            label: STATUS_LABELS[status].label,
          }))}
        />
        <Select
          aria-label="Priority"
          className="queue-filters__status"
          allowClear
          placeholder="Any priority"
          value={filters.priority}
          onChange={(priority) => filter({ priority })}
          options={TICKET_PRIORITIES.map((priority) => ({
            value: priority,
            label: PRIORITY_LABELS[priority].label,
          }))}
        />
        <Select
          aria-label="Assigned to"
          className="queue-filters__status"
          allowClear
          placeholder="Anyone"
          value={filters.assignedTo}
          onChange={(assignedTo) => filter({ assignedTo })}
          options={[
            ...(user ? [{ value: user.id, label: 'Me' }] : []),
            { value: 'none', label: 'Nobody' },
          ]}
        />
      </Space>
      {queue.isError && <Alert type="error" showIcon title={queue.error.message} />}
      <Card className="page-card">
        <Table<AdminTicketSummaryDto>
          rowKey="id"
          columns={columns}
          dataSource={queue.data?.items ?? []}
          loading={queue.isPending}
          pagination={{
            current: page,
            pageSize: 20,
            total: queue.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      </Card>
    </div>
  );
}
