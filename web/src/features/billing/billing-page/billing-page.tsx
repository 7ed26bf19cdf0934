import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PaymentMethodsTab } from './payment-methods-tab';
import { TransactionsTab } from './transactions-tab';

const TABS = ['payment-methods', 'transactions'] as const;
type BillingTab = (typeof TABS)[number];

function tabOf(value: string | null): BillingTab {
  return TABS.find((tab) => tab === value) ?? 'payment-methods';
}

/** `/billing`: saved cards (`?tab=payment-methods`) and the transaction history. */
export function BillingPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Billing
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Your payment methods and every payment made from your account.
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key })}
        items={[
          { key: 'payment-methods', label: 'Payment methods', children: <PaymentMethodsTab /> },
          { key: 'transactions', label: 'Transactions', children: <TransactionsTab /> },
        ]}
      />
    </div>
  );
}
