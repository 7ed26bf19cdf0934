import {
  type AdminPayment,
  type AdminPaymentQuery,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@tessera/contracts';
import { Button, DatePicker, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { QueryParams } from '../../api/query-string';
import { useAdminPayments } from '../../hooks/use-admin-payments';
import { formatDay, formatMoney } from '../billing/billing-format';
import { PaymentDrawer } from './payment-drawer';
import { PAYMENT_STATUS_COLORS, riskColor } from './payment-format';

const PAGE_SIZE = 20;

type Filters = Pick<AdminPaymentQuery, 'status' | 'userId' | 'creatorId' | 'from' | 'to'>;

function columns(open: (id: string) => void): ColumnsType<AdminPayment> {
  return [
    {
      title: 'Payment',
      key: 'payment',
      render: (_, payment) => (
        <Flex vertical align="start">
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => open(payment.id)}
          >
            {payment.purpose.replace('_', ' ')}
          </Button>
          <Typography.Text type="secondary">{formatDay(payment.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, payment) => formatMoney(payment.amountCents, payment.currency),
    },
    {
      title: 'Fees',
      key: 'fees',
      align: 'right',
      responsive: ['md'],
      render: (_, payment) => formatMoney(payment.fees.total, payment.currency),
    },
    {
      title: 'Refunded',
      key: 'refunded',
      align: 'right',
      responsive: ['md'],
      render: (_, payment) =>
        payment.refundedCents > 0 ? formatMoney(payment.refundedCents, payment.currency) : '',
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: PaymentStatus) => (
        <Tag color={PAYMENT_STATUS_COLORS[value]}>{value.replace('_', ' ')}</Tag>
      ),
    },
    {
      title: 'Risk',
      key: 'risk',
      render: (_, payment) => (
        <Tag
          color={riskColor(payment.riskScore)}
          title={payment.riskReasons.map((r) => r.text).join('; ')}
        >
          {payment.riskScore}
        </Tag>
      ),
    },
  ];
}

/** Everyone's payments, filtered by status, payer, creator and days; a payment opens in a drawer. */
export function PaymentsPanel() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query: QueryParams<AdminPaymentQuery> = { ...filters, page, limit: PAGE_SIZE };
  const payments = useAdminPayments(query);
  const filter = (changes: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8}>
        <Select<PaymentStatus | undefined>
          aria-label="Payment status"
          allowClear
          placeholder="Any status"
          style={{ minWidth: 150 }}
          value={filters.status}
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: status.replace('_', ' '),
          }))}
          onChange={(status) => filter({ status })}
        />
        <Input.Search
          aria-label="Payer id"
          placeholder="Payer id"
          allowClear
          style={{ maxWidth: 220 }}
          onSearch={(value) => filter({ userId: value.trim() || undefined })}
        />
        <Input.Search
          aria-label="Creator id"
          placeholder="Creator id"
          allowClear
          style={{ maxWidth: 220 }}
          onSearch={(value) => filter({ creatorId: value.trim() || undefined })}
        />
        <DatePicker.RangePicker
          aria-label="Days"
          allowEmpty={[true, true]}
          onChange={(days) =>
            filter({
              from: days?.[0]?.format('YYYY-MM-DD') ?? undefined,
              to: days?.[1]?.format('YYYY-MM-DD') ?? undefined,
            })
          }
        />
      </Flex>
      {payments.isError ? (
        <Typography.Text type="danger">{payments.error.message}</Typography.Text>
      ) : (
        <Table<AdminPayment>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={payments.isLoading}
          columns={columns(setOpenId)}
          dataSource={payments.data?.items ?? []}
          locale={{ emptyText: 'No payments match.' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: payments.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      )}
      {openId && <PaymentDrawer paymentId={openId} onClose={() => setOpenId(null)} />}
    </Flex>
  );
}
