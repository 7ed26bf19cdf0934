import type { SubscriptionTier } from '@tessera/rules';
import { Table } from 'antd';
import { formatLimit, qualityLabel, tierPrice, yesNo, type BillingCycle } from './tier-display';

interface ComparisonRow {
  key: string;
  feature: string;
  values: string[];
}

function comparisonRows(tiers: SubscriptionTier[], cycle: BillingCycle): ComparisonRow[] {
  const row = (key: string, feature: string, value: (tier: SubscriptionTier) => string) => ({
    key,
    feature,
    values: tiers.map(value),
  });
  const rows: ComparisonRow[] = [
    row('price', 'Price', (tier) => {
      const price = tierPrice(tier, cycle);
      return tier.priceCents === 0 ? price.amount : `${price.amount} / ${price.period}`;
    }),
    row('conversations', 'New conversations per day', (tier) =>
      formatLimit(tier.messagingFeatures.maxConversationsPerDay),
    ),
    row('media', 'Send photos and files', (tier) => yesNo(tier.messagingFeatures.canSendMedia)),
    row('file-size', 'Largest file', (tier) => `${tier.messagingFeatures.maxFileSize} MB`),
    row('quality', 'Video quality', qualityLabel),
    row('premium', 'Premium posts', (tier) => yesNo(tier.contentAccess.canViewPremiumContent)),
    row('exclusive', 'Exclusive posts', (tier) =>
      yesNo(tier.contentAccess.canViewExclusiveContent),
    ),
    row('downloads', 'Downloads', (tier) => yesNo(tier.contentAccess.downloadPermissions)),
    row('early', 'Early access', (tier) => yesNo(tier.contentAccess.earlyAccess)),
    row('live', 'Watch live streams', (tier) => yesNo(tier.contentAccess.canViewLiveStreams)),
    row('support', 'Priority support', (tier) =>
      yesNo(tier.messagingFeatures.canReceivePrioritySupport),
    ),
  ];
  if (tiers.every((tier) => tier.creatorFeatures)) {
    const creator = (tier: SubscriptionTier) => tier.creatorFeatures!;
    rows.push(
      row('fee', 'Platform fee', (tier) => `${creator(tier).platformFeePercentage} %`),
      row('uploads', 'Uploads per day', (tier) => formatLimit(creator(tier).maxUploadsPerDay)),
      row('storage', 'Storage', (tier) => formatLimit(creator(tier).maxStorageGB, 'GB')),
      row('streaming', 'Go live', (tier) => yesNo(creator(tier).liveStreamingEnabled)),
      row('branding', 'Custom branding', (tier) => yesNo(creator(tier).customBranding)),
      row('bulk', 'Bulk messages per day', (tier) => formatLimit(creator(tier).bulkMessageLimit)),
      row('analytics', 'Analytics', (tier) => {
        const access = creator(tier).analyticsAccess;
        return access.charAt(0).toUpperCase() + access.slice(1);
      }),
    );
  }
  return rows;
}

export function TierComparisonTable({
  tiers,
  cycle,
}: {
  tiers: SubscriptionTier[];
  cycle: BillingCycle;
}) {
  return (
    <Table<ComparisonRow>
      className="tier-comparison"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={comparisonRows(tiers, cycle)}
      columns={[
        { title: 'Feature', dataIndex: 'feature', key: 'feature', fixed: 'left' },
        ...tiers.map((tier, index) => ({
          title: tier.name,
          key: tier.id,
          render: (_: unknown, record: ComparisonRow) => record.values[index],
        })),
      ]}
    />
  );
}
