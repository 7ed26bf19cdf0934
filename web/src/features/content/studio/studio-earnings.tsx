import type { CreatorEarningsSummaryDto, EarningKind } from '@tessera/contracts';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../billing/billing-format';
import { useCreatorEarnings } from './use-creator-stats';

type EarningsWindow = CreatorEarningsSummaryDto['today'];

const KINDS: { key: EarningKind; label: string; color: string }[] = [
  { key: 'subscriptions', label: 'Subscriptions', color: 'var(--primary)' },
  { key: 'tips', label: 'Tips', color: 'var(--brand-saffron)' },
  { key: 'pay_per_view', label: 'Pay-per-view', color: 'var(--brand-terracotta)' },
];

/** How the window's earnings split between kinds, as one bar: the share reads faster than sums. */
function KindShareBar({ window, currency }: { window: EarningsWindow; currency: string }) {
  const parts = KINDS.map((kind) => ({ ...kind, cents: Math.max(0, window.byKind[kind.key]) }));
  const positive = parts.reduce((sum, part) => sum + part.cents, 0);
  if (positive <= 0) return null;
  const label = parts
    .map((part) => `${part.label} ${Math.round((part.cents / positive) * 100)}%`)
    .join(', ');
  return (
    <div
      role="img"
      aria-label={`Earnings by kind: ${label}`}
      title={parts.map((part) => `${part.label}: ${formatMoney(part.cents, currency)}`).join('\n')}
      style={{
        display: 'flex',
        height: 10,
        borderRadius: 5,
        overflow: 'hidden',
        background: 'var(--bg-muted)',
        marginTop: 12,
      }}
    >
      {parts.map((part) =>
        part.cents > 0 ? (
          <span
            key={part.key}
            style={{ width: `${(part.cents / positive) * 100}%`, background: part.color }}
          />
        ) : null,
      )}
    </div>
  );
}

function EarningsWindowCard(props: { title: string; window: EarningsWindow; currency: string }) {
  const { title, window, currency } = props;
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={formatMoney(window.totalCents, currency)} />
      <KindShareBar window={window} currency={currency} />
      <dl aria-label={`${title} by kind`} style={{ margin: '12px 0 0' }}>
        {KINDS.map((kind) => (
          <Flex key={kind.key} justify="space-between" gap={8} style={{ padding: '2px 0' }}>
            <dt>
              <Flex align="center" gap={6}>
                <span
                  aria-hidden
                  style={{ width: 10, height: 10, borderRadius: 2, background: kind.color }}
                />
                {kind.label}
              </Flex>
            </dt>
            <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(window.byKind[kind.key], currency)}
            </dd>
          </Flex>
        ))}
      </dl>
    </Card>
  );
}

/** What the creator earned today and this month, net of fees and refunds, by kind. */
export function StudioEarnings() {
  const earnings = useCreatorEarnings();
  return (
    <Card
      title="Earnings"
      className="page-card"
      extra={<Link to="/earnings">Balance and payouts</Link>}
    >
      {earnings.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {earnings.isError && (
        <Alert
          type="error"
          showIcon
          title="Your earnings could not be loaded"
          description={earnings.error.message}
        />
      )}
      {earnings.isSuccess && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <EarningsWindowCard
                title="Today"
                window={earnings.data.today}
                currency={earnings.data.currency}
              />
            </Col>
            <Col xs={24} md={12}>
              <EarningsWindowCard
                title="This month"
                window={earnings.data.month}
                currency={earnings.data.currency}
              />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            After the platform and payment fees, less refunds. Days and months are in UTC.
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
