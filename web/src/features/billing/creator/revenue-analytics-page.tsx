import type { RevenueReportDto } from '@tessera/contracts';
import { Alert, Card, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import type { ReportPeriod } from '@tessera/contracts';
import { BRAND_COLORS } from '../../../theme/brand-tokens';
import { BarChart } from '../../content/charts/bar-chart';
import { formatMoney } from '../billing-format';
import { MoneyBarChart } from '../charts/money-bar-chart';
import { usePaymentAnalytics } from '../hooks/use-payment-analytics';
import { useRevenueReport } from '../hooks/use-revenue-report';

const PERIOD_COUNTS: Record<ReportPeriod, number> = { day: 30, week: 12, month: 12 };
const TIER_COLORS = [
  BRAND_COLORS.teal,
  BRAND_COLORS.terracotta,
  BRAND_COLORS.saffron,
  BRAND_COLORS.ink,
];

const percent = (value: number) => `${value.toFixed(1)} %`;

function RevenueTotals({ reports }: { reports: RevenueReportDto[] }) {
  const sum = (pick: (report: RevenueReportDto) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const rows = [
    ['Gross revenue', sum((r) => r.grossRevenue)],
    ['Platform fees', -sum((r) => r.platformFees)],
    ['Processing fees', -sum((r) => r.paymentProcessingFees)],
    ['Net revenue', sum((r) => r.netRevenue)],
    ['From subscriptions', sum((r) => r.subscriptionRevenue)],
    ['From tips', sum((r) => r.tipRevenue)],
    ['From unlocks', sum((r) => r.oneTimeRevenue)],
  ] as const;
  return (
    <dl className="revenue-totals">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatMoney(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/creator/analytics`: revenue per period, by tier, subscribers and churn. */
export function RevenueAnalyticsPage() {
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const analytics = usePaymentAnalytics();
  const report = useRevenueReport({ period, count: PERIOD_COUNTS[period] });
  const data = analytics.data;

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Analytics
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Your revenue over time, what it comes from and how your subscriber base changes.
      </Typography.Paragraph>
      {analytics.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your analytics could not be loaded"
          description={analytics.error.message}
        />
      )}
      {analytics.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {data && (
        <div className="earnings-numbers">
          <Card size="small">
            <Statistic title="Revenue this month" value={formatMoney(data.monthlyRevenue)} />
            <Typography.Text type={data.revenueGrowth < 0 ? 'danger' : 'success'}>
              {data.revenueGrowth >= 0 ? '+' : ''}
              {percent(data.revenueGrowth)} on last month
            </Typography.Text>
          </Card>
          <Card size="small">
            <Statistic title="Active subscriptions" value={data.activeSubscriptions} />
            <Typography.Text type="secondary">{data.totalSubscribers} ever</Typography.Text>
          </Card>
          <Card size="small">
            <Statistic title="Churn" value={percent(data.churnRate)} />
          </Card>
          <Card size="small">
            <Statistic
              title="Revenue per subscriber"
              value={formatMoney(data.averageRevenuePerUser)}
            />
            <Typography.Text type="secondary">
              Lifetime value {formatMoney(data.lifetimeValue)}
            </Typography.Text>
          </Card>
        </div>
      )}
      <Card
        className="page-card"
        title="Revenue"
        extra={
          <Segmented<ReportPeriod>
            aria-label="Period"
            value={period}
            onChange={setPeriod}
            options={[
              { label: 'Days', value: 'day' },
              { label: 'Weeks', value: 'week' },
              { label: 'Months', value: 'month' },
            ]}
          />
        }
      >
        {report.isError && (
          <Alert type="error" showIcon title="The revenue report could not be loaded" />
        )}
        {report.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {report.data && (
          <div className="revenue-layout">
            <MoneyBarChart
              label={`Net revenue per ${period}`}
              bars={report.data.map((row) => ({
                label: row.period,
                value: row.netRevenue,
                background: row.grossRevenue,
              }))}
              format={(cents) => formatMoney(cents)}
              color={BRAND_COLORS.teal}
              legend={{ value: 'Net', background: 'Gross' }}
            />
            <RevenueTotals reports={report.data} />
          </div>
        )}
      </Card>
      {data && (
        <div className="revenue-layout revenue-layout--even">
          <Card className="page-card" title="Revenue by tier">
            {data.revenueByTier.length > 0 ? (
              <BarChart
                label="Revenue by tier in dollars"
                data={data.revenueByTier.map((tier, index) => ({
                  label: tier.tierName,
                  value: Math.round(tier.revenue / 100),
                  color: TIER_COLORS[index % TIER_COLORS.length]!,
                }))}
              />
            ) : (
              <Typography.Text type="secondary">No tier revenue yet.</Typography.Text>
            )}
          </Card>
          <Card className="page-card" title="How subscribers pay">
            {data.paymentMethodDistribution.length > 0 ? (
              <BarChart
                label="Payments by method"
                data={data.paymentMethodDistribution.map((row, index) => ({
                  label: row.method,
                  value: row.count,
                  color: TIER_COLORS[index % TIER_COLORS.length]!,
                }))}
              />
            ) : (
              <Typography.Text type="secondary">No payments yet.</Typography.Text>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
