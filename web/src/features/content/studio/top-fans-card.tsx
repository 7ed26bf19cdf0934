import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { formatMoney } from '../../billing/billing-format';
import { FanName } from './fan-name';
import { useTopFans } from './use-creator-stats';

/** The ten fans who paid the creator the most: subscriptions, tips and unlocks together. */
export function TopFansCard() {
  const topFans = useTopFans();
  return (
    <Card title="Top fans" className="page-card" style={{ height: '100%' }}>
      {topFans.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {topFans.isError && (
        <Alert
          type="error"
          showIcon
          title="Your top fans could not be loaded"
          description={topFans.error.message}
        />
      )}
      {topFans.isSuccess && topFans.data.fans.length === 0 && (
        <Typography.Paragraph type="secondary">
          Fans who subscribe, tip or unlock posts appear here, those who spend most first.
        </Typography.Paragraph>
      )}
      {topFans.isSuccess && topFans.data.fans.length > 0 && (
        <ol aria-label="Top fans by lifetime spend" style={{ margin: 0, paddingLeft: 24 }}>
          {topFans.data.fans.map((fan) => (
            <li key={fan.userId} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" align="flex-start" gap={12}>
                <FanName {...fan} />
                <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatMoney(fan.lifetimeSpendCents, topFans.data.currency)}
                </span>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
