import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { cheapestTierOnSale } from '@tessera/rules';
import { App, Button, Flex, Popconfirm, Tag } from 'antd';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { ButtonLink } from '../../components/navigation/button-link';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { formatDay, formatMoney } from '../billing/billing-format';
import { PAYMENT_MESSAGES } from '../billing/checkout/payment-messages';
import { useCancelSubscription } from '../billing/hooks/use-cancel-subscription';
import { useCreatorTiers } from '../billing/hooks/use-creator-tiers';
import { useHeldSubscription } from './use-held-subscription';

/**
 * The profile's subscription action: for a viewer holding a live subscription to the creator, that
 * it is held and when it renews or ends, with manage and cancel; for anyone else, Subscribe with
 * the price of the cheapest tier on sale.
 */
export function ProfileSubscription({ creatorId }: { creatorId: string }) {
  const held = useHeldSubscription(creatorId);
  const tiers = useCreatorTiers(creatorId);
  const cancel = useCancelSubscription();
  const subscriptions = useFeatureSwitch('subscriptionsEnabled');
  const { message } = App.useApp();
  const cheapest = tiers.data && cheapestTierOnSale(tiers.data);

  if (held) {
    const end = formatDay(held.currentPeriodEnd);
    return (
      <Flex gap={8} wrap align="center" className="creator-header__subscribed">
        <Tag
          color="green"
          icon={<CheckCircleOutlined />}
          className="creator-header__subscribed-tag"
        >
          {held.cancelAtPeriodEnd ? `Subscribed · ends ${end}` : `Subscribed · renews ${end}`}
        </Tag>
        <ButtonLink to="/subscriptions" size="large">
          Manage
        </ButtonLink>
        {!held.cancelAtPeriodEnd && (
          <Popconfirm
            title="Cancel this subscription?"
            description={`You keep access until ${end}; it will not renew.`}
            okText="Cancel subscription"
            cancelText="Keep it"
            onConfirm={() =>
              cancel
                .mutateAsync(held.id)
                .catch(() => void message.error(PAYMENT_MESSAGES.updateFailed))
            }
          >
            <Button danger size="large" loading={cancel.isPending}>
              Cancel
            </Button>
          </Popconfirm>
        )}
      </Flex>
    );
  }
  if (subscriptions.off) return <FeatureOffNote>{subscriptions.note}</FeatureOffNote>;
  return (
    <ButtonLink
      to={`/subscription/checkout?creatorId=${encodeURIComponent(creatorId)}`}
      type="primary"
      size="large"
      icon={<StarOutlined />}
      className="creator-header__subscribe"
    >
      {cheapest
        ? `Subscribe · ${formatMoney(cheapest.priceCents, cheapest.currency)}/month`
        : 'Subscribe'}
    </ButtonLink>
  );
}
