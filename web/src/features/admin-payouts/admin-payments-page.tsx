import { Flex, Tabs, Typography } from 'antd';
import { DisputesPanel } from './disputes-panel';
import { PaymentsPanel } from './payments-panel';
import { PayoutsPanel } from './payouts-panel';
import { RefundsPanel } from './refunds-panel';

/** `/admin/payments`: money admins look after: payments, refunds and payouts. */
export function AdminPaymentsPage() {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2}>Payments</Typography.Title>
      <Tabs
        defaultActiveKey="payments"
        items={[
          { key: 'payments', label: 'Payments', children: <PaymentsPanel /> },
          { key: 'refunds', label: 'Refunds', children: <RefundsPanel /> },
          { key: 'disputes', label: 'Disputes', children: <DisputesPanel /> },
          { key: 'payouts', label: 'Payouts', children: <PayoutsPanel /> },
        ]}
      />
    </Flex>
  );
}
