import { type AdminPayout, type AdminPayoutStatus, type PayoutHoldCode } from '@tessera/contracts';
import { Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PayoutDecision } from '../../api/admin-payouts.api';
import { useAdminPayouts } from '../../hooks/use-admin-payouts';
import { formatDay, formatMoney } from '../billing/billing-format';
import { PayoutDecisionDialog } from './payout-decision-dialog';

const PAGE_SIZE = 20;

type StatusFilter = AdminPayoutStatus | 'all';

const FILTERS: Array<{ label: string; value: StatusFilter }> = [
  { label: 'All', value: 'all' },
  { label: 'Scheduled', value: 'scheduled' },
  { label: 'Held', value: 'held' },
  { label: 'Paid', value: 'paid' },
  { label: 'Failed', value: 'failed' },
];

const STATUS_COLORS: Record<AdminPayoutStatus, string> = {
  scheduled: 'gold',
  held: 'orange',
  paid: 'green',
  failed: 'red',
};

const HOLD_LABELS: Record<PayoutHoldCode, string> = {
  not_verified: 'Not verified',
  under_review: 'Under review',
  suspended: 'Suspended',
  dispute_reserve: 'Dispute reserve owed',
  admin: 'Held by an admin',
};

interface OpenDecision {
  payout: AdminPayout;
  decision: PayoutDecision;
}

function columns(open: (decision: OpenDecision) => void): ColumnsType<AdminPayout> {
  return [
    {
      title: 'Creator',
      key: 'creator',
      render: (_, payout) => (
        <Link to={`/admin/users/${payout.creatorId}`}>
          {payout.creatorName ?? payout.creatorId}
        </Link>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, payout) => formatMoney(payout.amount, payout.currency),
    },
    { title: 'Period', dataIndex: 'period', key: 'period' },
    {
      title: 'Scheduled',
      dataIndex: 'scheduledFor',
      key: 'scheduledFor',
      responsive: ['md'],
      render: (value: string) => formatDay(value),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: AdminPayoutStatus) => <Tag color={STATUS_COLORS[value]}>{value}</Tag>,
    },
    {
      title: 'Why',
      key: 'why',
      render: (_, payout) =>
        payout.hold ? (
          <Flex vertical>
            <Typography.Text strong>{HOLD_LABELS[payout.hold.code]}</Typography.Text>
            <Typography.Text type="secondary">{payout.hold.reason}</Typography.Text>
          </Flex>
        ) : (
          (payout.failureReason ?? '')
        ),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, payout) =>
        payout.status === 'scheduled' ? (
          <Button size="small" danger onClick={() => open({ payout, decision: 'hold' })}>
            Hold
          </Button>
        ) : payout.status === 'held' ? (
          <Button size="small" onClick={() => open({ payout, decision: 'release' })}>
            Release
          </Button>
        ) : null,
    },
  ];
}

/** Creators' payouts by status, with hold and release, each with a reason. */
export function PayoutsPanel() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<OpenDecision | null>(null);
  const payouts = useAdminPayouts({
    status: status === 'all' ? undefined : status,
    page,
    limit: PAGE_SIZE,
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">
        A payout is held while its creator is not verified, is under review or suspended, or when an
        admin holds it. The weekly run sends no held payout.
      </Typography.Paragraph>
      <Segmented
        aria-label="Payout status"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value as StatusFilter);
          setPage(1);
        }}
      />
      {payouts.isError ? (
        <Typography.Text type="danger">{payouts.error.message}</Typography.Text>
      ) : (
        <Table<AdminPayout>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={payouts.isLoading}
          columns={columns(setDecision)}
          dataSource={payouts.data?.items ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: payouts.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      )}
      {decision && (
        <PayoutDecisionDialog
          payout={decision.payout}
          decision={decision.decision}
          onClose={() => setDecision(null)}
        />
      )}
    </Flex>
  );
}
