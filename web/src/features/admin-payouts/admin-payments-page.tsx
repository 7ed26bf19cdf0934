import { Flex, Tabs, Typography } from 'antd';
import { PayoutsPanel } from './payouts-panel';

/** `/admin/payments`: money admins look after; payouts for now. */
export function AdminPaymentsPage() {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2}>Payments</Typography.Title>
      <Tabs
        defaultActiveKey="payouts"
        items={[{ key: 'payouts', label: 'Payouts', children: <PayoutsPanel /> }]}
      />
    </Flex>
  );
}
