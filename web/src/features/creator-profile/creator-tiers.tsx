import CheckOutlined from '@ant-design/icons/CheckOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { CreatorTierDto, TierBundlesDto } from '@tessera/contracts';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { ButtonLink } from '../../components/navigation/button-link';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { formatMoney } from '../billing/billing-format';
import { useCreatorBundles } from '../billing/hooks/use-creator-bundles';
import { useCreatorTiers } from '../billing/hooks/use-creator-tiers';
import { useHeldSubscription } from './use-held-subscription';

const TIER_SETTINGS = '/subscription-settings';

interface CreatorTiersProps {
  creatorId: string;
  /** The creator is looking at their own page: they get the way to their tier settings. */
  isOwn: boolean;
}

/** One tier as fans compare them: price, what it is, what it gives, and the way in. */
function TierCard({
  tier,
  held,
  canSubscribe,
  bundleMonthlyCents,
}: {
  tier: CreatorTierDto;
  held: boolean;
  canSubscribe: boolean;
  /** The lowest monthly price one of the tier's bundles comes to, when it has any. */
  bundleMonthlyCents: number | null;
}) {
  return (
    <Card className="creator-tier" style={{ borderTopColor: tier.color || undefined }}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={3} className="creator-tier__name">
          {tier.name}
        </Typography.Title>
        {held && <Tag color="green">Your tier</Tag>}
      </Flex>
      <p className="creator-tier__price">
        <strong>{formatMoney(tier.priceCents, tier.currency)}</strong>
        <Typography.Text type="secondary"> / month</Typography.Text>
      </p>
      {bundleMonthlyCents !== null && (
        <Typography.Text type="secondary">
          Bundles from {formatMoney(bundleMonthlyCents, tier.currency)} a month
        </Typography.Text>
      )}
      {tier.description && (
        <Typography.Paragraph className="creator-tier__description">
          {tier.description}
        </Typography.Paragraph>
      )}
      {tier.benefits.length > 0 && (
        <ul className="creator-tier__benefits">
          {tier.benefits.map((benefit) => (
            <li key={benefit}>
              <CheckOutlined aria-hidden="true" className="creator-tier__check" /> {benefit}
            </li>
          ))}
        </ul>
      )}
      {canSubscribe && !held && (
        <ButtonLink
          to={`/subscribe/${encodeURIComponent(tier.creatorId)}?tier=${encodeURIComponent(tier.id)}`}
          type="primary"
          block
          aria-label={`Subscribe to ${tier.name}`}
        >
          Subscribe
        </ButtonLink>
      )}
    </Card>
  );
}

function cheapestBundleMonth(bundles: TierBundlesDto[] | undefined, tierId: string) {
  const perMonth = (bundles?.find((entry) => entry.tierId === tierId)?.bundles ?? []).map(
    (bundle) => Math.round(bundle.priceCents / bundle.months),
  );
  return perMonth.length > 0 ? Math.min(...perMonth) : null;
}

/**
 * The tiers a creator sells, cheapest first, each with its benefits and its own way to subscribe.
 * The creator sees them as fans do, with the way to their settings, and is asked for a first tier
 * while they have none.
 */
export function CreatorTiers({ creatorId, isOwn }: CreatorTiersProps) {
  const tiers = useCreatorTiers(creatorId);
  const held = useHeldSubscription(creatorId);
  const bundles = useCreatorBundles(creatorId);
  const subscriptions = useFeatureSwitch('subscriptionsEnabled');
  const onSale = [...(tiers.data ?? [])]
    .filter((tier) => tier.isActive)
    .sort((a, b) => a.priceCents - b.priceCents);

  if (!tiers.data || (onSale.length === 0 && !isOwn)) return null;
  return (
    <section aria-labelledby="creator-tiers-title" className="creator-tiers">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={2} id="creator-tiers-title" className="creator-tiers__title">
          Subscription tiers
        </Typography.Title>
        {isOwn && onSale.length > 0 && (
          <ButtonLink to={TIER_SETTINGS} icon={<EditOutlined />}>
            Edit tiers
          </ButtonLink>
        )}
      </Flex>
      {onSale.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="Fans can subscribe once you offer a tier"
          description="Create a first subscription tier, then publish posts for your subscribers."
          action={<ButtonLink to={TIER_SETTINGS}>Create a tier</ButtonLink>}
        />
      ) : (
        <div className="creator-tiers__grid">
          {onSale.map((tier) => (
            <TierCard
              key={tier.id}
              tier={tier}
              held={held?.tierId === tier.id}
              canSubscribe={!isOwn && !held && !subscriptions.off}
              bundleMonthlyCents={cheapestBundleMonth(bundles.data, tier.id)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
