import type { AdminDispute, DisputeStatus } from '@tessera/contracts';
import { Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminDisputes } from '../../hooks/use-admin-disputes';
import { formatDay, formatMoney } from '../billing/billing-format';
import { DisputeEvidenceDrawer } from './dispute-evidence-drawer';
import { daysLeft, daysLeftLabel, DISPUTE_STATUS_TAGS } from './dispute-format';

const PAGE_SIZE = 20;

type StatusFilter = DisputeStatus | 'all';

const FILTERS: Array<{ label: string; value: StatusFilter }> = [
  { label: 'To answer', value: 'needs_response' },
  { label: 'In review', value: 'under_review' },
  { label: 'Won', value: 'won' },
  { label: 'Lost', value: 'lost' },
  { label: 'All', value: 'all' },
];

function Deadline({ dispute }: { dispute: AdminDispute }) {
  if (dispute.status !== 'needs_response') return <>{formatDay(dispute.dueBy)}</>;
  const left = daysLeft(dispute.dueBy);
  const color = left === 0 ? 'red' : left <= 3 ? 'orange' : 'blue';
  return (
    <Flex gap={8} wrap align="center">
      {formatDay(dispute.dueBy)}
      <Tag color={color}>{daysLeftLabel(left)}</Tag>
    </Flex>
  );
}

const columns: ColumnsType<AdminDispute> = [
  {
    title: 'Deadline',
    key: 'dueBy',
    render: (_, dispute) => <Deadline dispute={dispute} />,
  },
  {
    title: 'Amount',
    key: 'amount',
    align: 'right',
    render: (_, dispute) => formatMoney(dispute.amountCents, dispute.currency),
  },
  { title: 'Reason', dataIndex: 'reason', key: 'reason', responsive: ['md'] },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (value: DisputeStatus) => (
      <Tag color={DISPUTE_STATUS_TAGS[value].color}>{DISPUTE_STATUS_TAGS[value].label}</Tag>
    ),
  },
  {
    title: 'Opened',
    dataIndex: 'openedAt',
    key: 'openedAt',
    responsive: ['lg'],
    render: (value: string) => formatDay(value),
  },
];

/** Payers' disputes, the soonest deadline first; a row opens its evidence pack. */
export function DisputesPanel() {
  const [status, setStatus] = useState<StatusFilter>('needs_response');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const disputes = useAdminDisputes({
    status: status === 'all' ? undefined : status,
    page,
    limit: PAGE_SIZE,
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">
        A payer disputed these charges with their bank. Submit the evidence pack before the
        deadline; meanwhile the creator&apos;s earning is held in a reserve and their payouts wait.
      </Typography.Paragraph>
      <Segmented
        aria-label="Dispute status"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value as StatusFilter);
          setPage(1);
        }}
      />
      {disputes.isError ? (
        <Typography.Text type="danger">{disputes.error.message}</Typography.Text>
      ) : (
        <Table<AdminDispute>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={disputes.isLoading}
          columns={columns}
          dataSource={disputes.data?.items ?? []}
          onRow={(dispute) => ({
            onClick: () => setOpenId(dispute.id),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: disputes.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      )}
      {openId && <DisputeEvidenceDrawer id={openId} onClose={() => setOpenId(null)} />}
    </Flex>
  );
}
