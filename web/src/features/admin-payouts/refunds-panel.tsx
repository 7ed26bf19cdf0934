import { REFUND_STATUSES, type Refund, type RefundStatus } from '@tessera/contracts';
import { Alert, Button, Flex, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminRefunds } from '../../hooks/use-admin-refunds';
import { useRefundDecision } from '../../hooks/use-refund-decision';
import { formatDay, formatMoney } from '../billing/billing-format';

const PAGE_SIZE = 20;
const MIN_REASON = 3;

type StatusFilter = RefundStatus | 'all';

const STATUS_COLORS: Record<RefundStatus, string> = {
  pending: 'gold',
  awaiting_approval: 'orange',
  succeeded: 'green',
  failed: 'red',
  rejected: 'default',
};

const label = (status: string) => status.replace('_', ' ');

/** A refund an admin can still decide: a payer's request, or one above the threshold. */
const isOpen = (refund: Refund) =>
  refund.status === 'awaiting_approval' || (refund.status === 'pending' && !refund.issuedBy);

function RejectDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  const decide = useRefundDecision();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      open
      title="Reject refund"
      okText="Reject"
      okButtonProps={{
        danger: true,
        disabled: trimmed.length < MIN_REASON,
        loading: decide.isPending,
      }}
      onOk={() =>
        decide.mutate(
          { id: refund.id, decision: 'reject', reason: trimmed },
          { onSuccess: onClose },
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {formatMoney(refund.amountCents, refund.currency)}: {refund.reason}
        </Typography.Text>
        <Input.TextArea
          aria-label="Rejection reason"
          placeholder="Why (kept in the audit trail)"
          value={reason}
          maxLength={2000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setReason(event.target.value)}
        />
        {decide.isError && <Alert type="error" showIcon title={decide.error.message} />}
      </Flex>
    </Modal>
  );
}

/** Refunds and payers' requests; open ones are approved or rejected here. */
export function RefundsPanel() {
  const [status, setStatus] = useState<StatusFilter>('awaiting_approval');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Refund | null>(null);
  const decide = useRefundDecision();
  const refunds = useAdminRefunds({
    status: status === 'all' ? undefined : status,
    page,
    limit: PAGE_SIZE,
  });

  const columns: ColumnsType<Refund> = [
    {
      title: 'Refund',
      key: 'refund',
      width: 240,
      render: (_, refund) => (
        <Flex vertical>
          <Typography.Text>{refund.reason}</Typography.Text>
          <Typography.Text type="secondary">
            {formatDay(refund.createdAt)} ·{' '}
            {refund.source === 'user_request' ? 'asked by the payer' : 'issued by an admin'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, refund) => formatMoney(refund.amountCents, refund.currency),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: RefundStatus) => <Tag color={STATUS_COLORS[value]}>{label(value)}</Tag>,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, refund) =>
        isOpen(refund) ? (
          <Flex gap={8} wrap>
            <Button
              size="small"
              type="primary"
              loading={decide.isPending && decide.variables?.id === refund.id}
              onClick={() => decide.mutate({ id: refund.id, decision: 'approve' })}
            >
              Approve
            </Button>
            <Button size="small" danger onClick={() => setRejecting(refund)}>
              Reject
            </Button>
          </Flex>
        ) : (
          (refund.failureReason ?? refund.rejectionReason ?? '')
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">
        Refunds above the approval threshold wait for a second admin; the admin who issued one
        cannot approve it. Payers&apos; requests wait here as pending.
      </Typography.Paragraph>
      <Select<StatusFilter>
        aria-label="Refund status"
        style={{ width: 200 }}
        options={[
          { label: 'All', value: 'all' },
          ...REFUND_STATUSES.map((value) => ({ label: label(value), value })),
        ]}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {decide.isError && <Alert type="error" showIcon title={decide.error.message} />}
      {refunds.isError ? (
        <Typography.Text type="danger">{refunds.error.message}</Typography.Text>
      ) : (
        <Table<Refund>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={refunds.isLoading}
          columns={columns}
          dataSource={refunds.data?.items ?? []}
          locale={{ emptyText: 'No refunds here.' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: refunds.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      )}
      {rejecting && <RejectDialog refund={rejecting} onClose={() => setRejecting(null)} />}
    </Flex>
  );
}
