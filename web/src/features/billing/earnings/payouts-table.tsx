import type { PayoutDto } from '@tessera/contracts';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDay, formatMoney } from '../billing-format';

const STATUS_COLORS: Record<PayoutDto['status'], string> = {
  pending: 'gold',
  held: 'orange',
  paid: 'green',
  failed: 'red',
  canceled: 'default',
};

const ORIGIN_LABELS: Record<PayoutDto['origin'], string> = {
  schedule: 'Weekly',
  request: 'Requested',
  admin: 'By support',
};

const COLUMNS: ColumnsType<PayoutDto> = [
  {
    title: 'Scheduled for',
    dataIndex: 'scheduledFor',
    key: 'scheduledFor',
    render: (value: string) => formatDay(value),
  },
  {
    title: 'Type',
    dataIndex: 'origin',
    key: 'origin',
    render: (value: PayoutDto['origin']) => ORIGIN_LABELS[value],
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (value: PayoutDto['status']) => (
      <Tag color={STATUS_COLORS[value]}>{value.charAt(0).toUpperCase() + value.slice(1)}</Tag>
    ),
  },
  {
    title: 'Amount',
    key: 'amount',
    align: 'right',
    render: (_, row) => formatMoney(row.amount, row.currency),
  },
  {
    title: 'Fee',
    key: 'fees',
    align: 'right',
    render: (_, row) => formatMoney(row.fees, row.currency),
  },
  {
    title: 'You receive',
    key: 'net',
    align: 'right',
    render: (_, row) => formatMoney(row.netAmount, row.currency),
  },
];

export function PayoutsTable({ payouts, loading }: { payouts: PayoutDto[]; loading: boolean }) {
  return (
    <Table<PayoutDto>
      rowKey="id"
      size="middle"
      columns={COLUMNS}
      dataSource={payouts}
      loading={loading}
      scroll={{ x: 640 }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: 'No payouts yet.' }}
    />
  );
}
