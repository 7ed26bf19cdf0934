import WalletOutlined from '@ant-design/icons/WalletOutlined';
import {
  MINIMUM_PAYOUT_CENTS,
  PAYOUT_DELAY_DAYS,
  PAYOUT_REQUEST_FEE_PERCENT,
  meetsMinimumPayout,
} from '@tessera/rules';
import { Alert, Button, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { BRAND_COLORS } from '../../../theme/brand-tokens';
import { formatMoney } from '../billing-format';
import { MoneyBarChart } from '../charts/money-bar-chart';
import { useEarnings } from '../hooks/use-earnings';
import { usePayouts } from '../hooks/use-payouts';
import { PayoutAccountCard } from './payout-account-card';
import { PayoutRequestDialog } from './payout-request-dialog';
import { PayoutsTable } from './payouts-table';

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** `/earnings`: the creator's balances, net earnings per day, payouts and payout requests. */
export function EarningsPage() {
  const earnings = useEarnings();
  const payouts = usePayouts();
  const [requesting, setRequesting] = useState(false);

  const header = (
    <>
      <Typography.Title level={1} className="page-title">
        Earnings
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        What subscriptions, tips and unlocks have earned you after fees, and your payouts.
      </Typography.Paragraph>
    </>
  );
  if (earnings.isPending) {
    return (
      <div className="page">
        {header}
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (earnings.isError) {
    return (
      <div className="page">
        {header}
        <Alert
          type="error"
          showIcon
          title="Your earnings could not be loaded"
          description={earnings.error.message}
          action={<Button onClick={() => void earnings.refetch()}>Try again</Button>}
        />
      </div>
    );
  }

  const data = earnings.data;
  const money = (cents: number) => formatMoney(cents, data.currency);
  const canRequest = data.payoutAccountLinked && meetsMinimumPayout(data.availableCents);
  return (
    <div className="page">
      {header}
      <div className="earnings-numbers">
        <Card size="small">
          <Statistic title="Available" value={money(data.availableCents)} />
        </Card>
        <Card size="small">
          <Statistic title="Pending" value={money(data.pendingCents)} />
        </Card>
        <Card size="small">
          <Statistic title="Paid out" value={money(data.paidOutCents)} />
        </Card>
        <Card size="small">
          <Statistic title="Earned in total" value={money(data.lifetimeNetCents)} />
        </Card>
      </div>
      <Typography.Paragraph type="secondary" className="earnings-note">
        Pending money becomes available once the hold period for refunds and disputes has passed.
      </Typography.Paragraph>
      <div className="earnings-layout">
        <Card className="page-card" title="Net earnings per day">
          {data.daily.some((day) => day.grossCents > 0) ? (
            <MoneyBarChart
              label="Net earnings per day"
              bars={data.daily.map((day) => ({
                label: shortDate(day.date),
                value: day.netCents,
                background: day.grossCents,
              }))}
              format={money}
              color={BRAND_COLORS.teal}
              legend={{ value: 'Net', background: 'Gross' }}
            />
          ) : (
            <Typography.Text type="secondary">
              Nothing earned in this period yet. Your first subscriber or tip shows up here.
            </Typography.Text>
          )}
        </Card>
        <Flex vertical>
          <Card className="page-card" title="Payouts">
            <Flex vertical gap={12} align="flex-start">
              <Typography.Text type="secondary">
                Available money is paid out weekly once it reaches {money(MINIMUM_PAYOUT_CENTS)}.
                Need it sooner? Request a payout: a {PAYOUT_REQUEST_FEE_PERCENT} % fee applies and
                it arrives {PAYOUT_DELAY_DAYS} days later.
              </Typography.Text>
              <Button
                type="primary"
                icon={<WalletOutlined />}
                disabled={!canRequest}
                onClick={() => setRequesting(true)}
              >
                Request payout
              </Button>
              {!data.payoutAccountLinked && (
                <Typography.Text type="secondary">Link a payout account first.</Typography.Text>
              )}
            </Flex>
          </Card>
          <PayoutAccountCard />
        </Flex>
      </div>
      <Card className="page-card" title="Payout history">
        {payouts.isError ? (
          <Alert type="error" showIcon title="Your payouts could not be loaded" />
        ) : (
          <PayoutsTable payouts={payouts.data ?? []} loading={payouts.isPending} />
        )}
      </Card>
      {requesting && (
        <PayoutRequestDialog
          open
          availableCents={data.availableCents}
          currency={data.currency}
          onClose={() => setRequesting(false)}
        />
      )}
    </div>
  );
}
