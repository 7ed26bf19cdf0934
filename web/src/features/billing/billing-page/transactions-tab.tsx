import type { TransactionDto } from '@tessera/contracts';
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDay, formatMoney } from '../billing-format';
import { useTransactions } from '../hooks/use-transactions';
import { RequestRefundDialog } from './request-refund-dialog';

const PAGE_SIZE = 10;

const TYPE_LABELS: Record<TransactionDto['type'], string> = {
  subscription: 'Subscription',
  tip: 'Tip',
  unlock: 'Unlock',
  refund: 'Refund',
  payout: 'Payout',
};

const STATUS_COLORS: Record<TransactionDto['status'], string> = {
  pending: 'gold',
  completed: 'green',
  failed: 'red',
  refunded: 'purple',
};

/** A completed charge of the account: its payer may ask for it back. */
const refundable = (row: TransactionDto) =>
  row.status === 'completed' && row.type !== 'refund' && row.type !== 'payout' && !!row.paymentId;

function columns(ask: (row: TransactionDto) => void): ColumnsType<TransactionDto> {
  return [
    {
      title: 'Transaction',
      dataIndex: 'description',
      key: 'description',
      render: (value: string, row) => (
        <>
          <div>{value}</div>
          <Typography.Text type="secondary">
            {formatDay(row.processedAt)} · {TYPE_LABELS[row.type]}
          </Typography.Text>
          {refundable(row) && (
            <div>
              <Button
                size="small"
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => ask(row)}
              >
                Request a refund
              </Button>
            </div>
          )}
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: TransactionDto['status']) => (
        <Tag color={STATUS_COLORS[value]}>{value.charAt(0).toUpperCase() + value.slice(1)}</Tag>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, row) => formatMoney(row.amount, row.currency),
    },
  ];
}

/** Every charge, refund and payout of the account, newest first, a page at a time. */
export function TransactionsTab() {
  const [page, setPage] = useState(1);
  const transactions = useTransactions(page, PAGE_SIZE);
  const [asking, setAsking] = useState<TransactionDto | null>(null);

  return (
    <Card className="page-card" title="Transactions">
      {transactions.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your transactions could not be loaded"
          description={transactions.error.message}
        />
      )}
      <Table<TransactionDto>
        rowKey="id"
        size="middle"
        columns={columns(setAsking)}
        dataSource={transactions.data?.items ?? []}
        loading={transactions.isFetching}
        locale={{ emptyText: 'No transactions yet.' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: transactions.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
      {asking?.paymentId && (
        <RequestRefundDialog
          paymentId={asking.paymentId}
          description={`${asking.description}, ${formatMoney(asking.amount, asking.currency)}`}
          onClose={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
