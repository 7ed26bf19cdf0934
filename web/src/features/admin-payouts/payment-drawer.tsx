import type { AdminPaymentDetail, LedgerJournal } from '@tessera/contracts';
import { Alert, Descriptions, Drawer, Flex, List, Spin, Table, Tag, Typography } from 'antd';
import { useAdminPayment } from '../../hooks/use-admin-payment';
import { formatDay, formatMoney } from '../billing/billing-format';
import { PAYMENT_STATUS_COLORS, riskColor } from './payment-format';
import { RefundPaymentForm } from './refund-payment-form';

function Journals({ journals, currency }: { journals: LedgerJournal[]; currency: string }) {
  const rows = journals.flatMap((journal) =>
    journal.postings.map((posting, index) => ({
      key: `${journal.id}:${index}`,
      kind: index === 0 ? journal.kind : '',
      account: posting.account,
      amountCents: posting.amountCents,
    })),
  );
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={rows}
      columns={[
        { title: 'Journal', dataIndex: 'kind', key: 'kind' },
        { title: 'Account', dataIndex: 'account', key: 'account' },
        {
          title: 'Amount',
          dataIndex: 'amountCents',
          key: 'amount',
          align: 'right',
          render: (cents: number) => formatMoney(cents, currency),
        },
      ]}
    />
  );
}

function PaymentDetails({ payment }: { payment: AdminPaymentDetail }) {
  const money = (cents: number) => formatMoney(cents, payment.currency);
  const left = payment.amountCents - payment.refundedCents;
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Amount">{money(payment.amountCents)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={PAYMENT_STATUS_COLORS[payment.status]}>{payment.status}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Paid by">{payment.payerId}</Descriptions.Item>
        {payment.creatorId && (
          <Descriptions.Item label="Creator">{payment.creatorId}</Descriptions.Item>
        )}
        <Descriptions.Item label="Fees">
          {money(payment.fees.platform)} platform + {money(payment.fees.processor)} processor ={' '}
          {money(payment.fees.total)}
        </Descriptions.Item>
        <Descriptions.Item label="Refunded">{money(payment.refundedCents)}</Descriptions.Item>
        <Descriptions.Item label="Transaction">{payment.transactionId}</Descriptions.Item>
        <Descriptions.Item label="Made">{formatDay(payment.createdAt)}</Descriptions.Item>
      </Descriptions>
      <Flex vertical gap={4}>
        <Typography.Title level={5}>
          Risk <Tag color={riskColor(payment.riskScore)}>{payment.riskScore}</Tag>
        </Typography.Title>
        {payment.riskReasons.length === 0 ? (
          <Typography.Text type="secondary">Nothing unusual about this payer.</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={payment.riskReasons}
            renderItem={(reason) => (
              <List.Item>
                {reason.text} <Typography.Text type="secondary">+{reason.points}</Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Flex>
      {payment.disputes.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Disputed ${formatDay(payment.disputes[0]!.openedAt)}`}
        />
      )}
      {payment.refunds.length > 0 && (
        <List
          header={<Typography.Text strong>Refunds</Typography.Text>}
          size="small"
          dataSource={payment.refunds}
          renderItem={(refund) => (
            <List.Item>
              {money(refund.amountCents)} <Tag>{refund.status.replace('_', ' ')}</Tag>{' '}
              <Typography.Text type="secondary">{refund.reason}</Typography.Text>
            </List.Item>
          )}
        />
      )}
      <Flex vertical gap={4}>
        <Typography.Title level={5}>Ledger</Typography.Title>
        <Journals journals={payment.journals} currency={payment.currency} />
      </Flex>
      {payment.status === 'succeeded' && left > 0 && (
        <RefundPaymentForm paymentId={payment.id} leftCents={left} currency={payment.currency} />
      )}
    </Flex>
  );
}

/** One payment: fees, risk reasons, refunds, its ledger journals, and refunding it. */
export function PaymentDrawer({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const payment = useAdminPayment(paymentId);
  return (
    <Drawer open title="Payment" size="large" onClose={onClose} destroyOnHidden>
      {payment.isLoading && <Spin />}
      {payment.isError && <Alert type="error" showIcon title={payment.error.message} />}
      {payment.data && <PaymentDetails payment={payment.data} />}
    </Drawer>
  );
}
