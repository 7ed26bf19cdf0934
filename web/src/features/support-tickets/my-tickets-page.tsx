import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { TicketSummaryDto } from '@tessera/contracts';
import { Alert, Button, Card, Empty, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NewTicketForm } from './new-ticket-form';
import { CATEGORY_LABELS, STATUS_LABELS } from './ticket-labels';
import { useMyTickets } from './use-support-tickets';

const columns = [
  {
    title: 'Subject',
    dataIndex: 'subject',
    render: (subject: string, ticket: TicketSummaryDto) => (
      <Link to={`/help/tickets/${ticket.id}`}>{subject}</Link>
    ),
  },
  {
    title: 'Topic',
    dataIndex: 'category',
    responsive: ['md' as const],
    render: (category: TicketSummaryDto['category']) => CATEGORY_LABELS[category],
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: TicketSummaryDto['status']) => (
      <Tag color={STATUS_LABELS[status].color}>{STATUS_LABELS[status].label}</Tag>
    ),
  },
  {
    title: 'Last update',
    dataIndex: 'updatedAt',
    responsive: ['sm' as const],
    render: (updatedAt: string) => new Date(updatedAt).toLocaleDateString(),
  },
];

/** /help/tickets: the user's requests to the support team, and a form to open another. */
export function MyTicketsPage() {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const tickets = useMyTickets(page);
  const navigate = useNavigate();
  return (
    <div className="page page--narrow support-tickets">
      <div className="support-tickets__header">
        <Typography.Title level={1}>Your support tickets</Typography.Title>
        {!writing && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWriting(true)}>
            New ticket
          </Button>
        )}
      </div>
      {writing && (
        <Card title="Ask our support team" className="page-card">
          <NewTicketForm onOpened={(ticket) => navigate(`/help/tickets/${ticket.id}`)} />
        </Card>
      )}
      {tickets.isError && <Alert type="error" showIcon title={tickets.error.message} />}
      <Card className="page-card">
        <Table<TicketSummaryDto>
          rowKey="id"
          columns={columns}
          dataSource={tickets.data?.items ?? []}
          loading={tickets.isPending}
          locale={{ emptyText: <Empty description="You have not asked support anything yet" /> }}
          pagination={{
            current: page,
            pageSize: tickets.data?.limit ?? 20,
            total: tickets.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      </Card>
    </div>
  );
}
