import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import type { CreatorSubscriberDto } from '@tessera/contracts';
import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { creatorStatsApi } from '../../../api/creator-stats.api';
import { formatDay, formatMoney, SUBSCRIPTION_STATUS_LABELS } from '../../billing/billing-format';
import { FanName } from './fan-name';
import { saveTextFile } from './save-text-file';
import { useCreatorSubscribers } from './use-creator-stats';

const PAGE_SIZE = 10;

function columnsFor(currency: string): ColumnsType<CreatorSubscriberDto> {
  return [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => (
        <FanName userId={row.subscriberId} displayName={row.displayName} username={row.username} />
      ),
    },
    { title: 'Tier', dataIndex: 'tierName', key: 'tier' },
    {
      title: 'Status',
      key: 'status',
      // Below a tablet's width the name, tier and spend fit without scrolling sideways.
      responsive: ['md'],
      render: (_, row) => (
        <Tag color={SUBSCRIPTION_STATUS_LABELS[row.status].color}>
          {SUBSCRIPTION_STATUS_LABELS[row.status].label}
        </Tag>
      ),
    },
    {
      title: 'Since',
      dataIndex: 'since',
      key: 'since',
      responsive: ['md'],
      render: (value: string) => formatDay(value),
    },
    {
      title: 'Lifetime spend',
      dataIndex: 'lifetimeSpendCents',
      key: 'spend',
      align: 'right',
      render: (value: number) => formatMoney(value, currency),
    },
  ];
}

/** Everyone who subscribed, newest first, with what they spent; exportable as CSV. */
export function StudioSubscribersCard({ currency }: { currency: string }) {
  const [page, setPage] = useState(1);
  const subscribers = useCreatorSubscribers(page, PAGE_SIZE);
  const exportCsv = useMutation({
    mutationFn: creatorStatsApi.subscribersCsv,
    onSuccess: (csv) => saveTextFile('subscribers.csv', csv, 'text/csv;charset=utf-8'),
  });
  const total = subscribers.data?.total ?? 0;

  return (
    <Card
      title={subscribers.data ? `Subscribers (${total})` : 'Subscribers'}
      className="page-card"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exportCsv.isPending}
          disabled={total === 0}
          onClick={() => exportCsv.mutate()}
        >
          Export CSV
        </Button>
      }
    >
      {exportCsv.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="The export could not be made"
          description={exportCsv.error.message}
        />
      )}
      {subscribers.isError && (
        <Alert
          type="error"
          showIcon
          title="Your subscribers could not be loaded"
          description={subscribers.error.message}
        />
      )}
      <Table<CreatorSubscriberDto>
        rowKey="subscriptionId"
        size="middle"
        columns={columnsFor(currency)}
        dataSource={subscribers.data?.items ?? []}
        loading={subscribers.isFetching}
        locale={{ emptyText: 'No subscribers yet.' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
