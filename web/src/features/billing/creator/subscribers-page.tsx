import type { SubscriberDto, SubscriptionDtoStatus } from '@tessera/contracts';
import { Alert, Card, Flex, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePublicProfile } from '../../../hooks/use-public-profile';
import { formatDay, formatMoney, SUBSCRIPTION_STATUS_LABELS } from '../billing-format';
import { useSubscribers } from '../hooks/use-subscribers';

const PAGE_SIZE = 20;

/** A subscriber's name from their public profile, linking to it. */
function SubscriberName({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  return (
    <Link to={`/profile/${encodeURIComponent(userId)}`}>
      {profile.data ? profile.data.displayName || `@${profile.data.username}` : 'Subscriber'}
    </Link>
  );
}

const COLUMNS: ColumnsType<SubscriberDto> = [
  {
    title: 'Subscriber',
    dataIndex: 'subscriberId',
    key: 'subscriber',
    render: (id: string) => <SubscriberName userId={id} />,
  },
  { title: 'Tier', dataIndex: 'tierName', key: 'tier' },
  {
    title: 'Status',
    key: 'status',
    render: (_, row) => (
      <Flex gap={4} wrap>
        <Tag color={SUBSCRIPTION_STATUS_LABELS[row.status].color}>
          {SUBSCRIPTION_STATUS_LABELS[row.status].label}
        </Tag>
        {row.cancelAtPeriodEnd && <Tag color="orange">Leaving</Tag>}
      </Flex>
    ),
  },
  { title: 'Since', dataIndex: 'since', key: 'since', render: (value: string) => formatDay(value) },
  {
    title: 'Renews',
    key: 'renews',
    render: (_, row) => (row.cancelAtPeriodEnd ? '—' : formatDay(row.currentPeriodEnd)),
  },
  {
    title: 'Paid in total',
    dataIndex: 'lifetimeCents',
    key: 'lifetime',
    align: 'right',
    render: (value: number) => formatMoney(value),
  },
];

const STATUS_FILTERS: { value: SubscriptionDtoStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Payment overdue' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'expired', label: 'Expired' },
];

/** `/creator/subscribers`: who subscribes, to which tier, since when, a page at a time. */
export function SubscribersPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SubscriptionDtoStatus | 'all'>('all');
  const subscribers = useSubscribers({
    page,
    limit: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Subscribers
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        The people who support you, their tiers and how long they have stayed.
      </Typography.Paragraph>
      {subscribers.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your subscribers could not be loaded"
          description={subscribers.error.message}
        />
      )}
      <Card
        className="page-card"
        title={subscribers.data ? `${subscribers.data.total} subscribers` : 'Subscribers'}
        extra={
          <Select
            aria-label="Status"
            value={status}
            options={STATUS_FILTERS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            className="subscribers__filter"
          />
        }
      >
        <Table<SubscriberDto>
          rowKey="subscriptionId"
          size="middle"
          columns={COLUMNS}
          dataSource={subscribers.data?.items ?? []}
          loading={subscribers.isFetching}
          scroll={{ x: 720 }}
          locale={{ emptyText: 'No subscribers yet.' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: subscribers.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </Card>
    </div>
  );
}
