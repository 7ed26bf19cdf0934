import type { SubscriptionDto } from '@tessera/contracts';
import { App, Avatar, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePublicProfile } from '../../../hooks/use-public-profile';
import { PAYMENT_MESSAGES } from '../checkout/payment-messages';
import { formatDay, formatMoney, SUBSCRIPTION_STATUS_LABELS } from '../billing-format';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { useResumeSubscription } from '../hooks/use-resume-subscription';
import { initialsOf } from '../../../components/avatar/avatar-initials';

function CreatorName({ creatorId }: { creatorId: string }) {
  const profile = usePublicProfile(creatorId);
  const name = profile.data?.displayName ?? 'Creator';
  return (
    <Flex align="center" gap={10}>
      <Avatar src={profile.data?.avatar || undefined}>{initialsOf(name, 1)}</Avatar>
      <Link to={`/profile/${encodeURIComponent(creatorId)}`} className="subscription-card__who">
        {name}
      </Link>
    </Flex>
  );
}

/** What the subscription's dates mean for the subscriber right now. */
function renewalText(subscription: SubscriptionDto): string {
  const end = formatDay(subscription.currentPeriodEnd);
  switch (subscription.status) {
    case 'active':
      // A free trial's period is the trial: its end is the first charge, or none if cancelled.
      if (subscription.trialEndsAt === subscription.currentPeriodEnd) {
        return subscription.cancelAtPeriodEnd
          ? `Free trial ends on ${end}; nothing will be charged`
          : `Free trial until ${end}, then charged`;
      }
      return subscription.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`;
    case 'past_due':
      return `Renewal payment overdue since ${end}`;
    case 'incomplete':
      return 'Waiting for the first payment';
    default:
      return `Ended on ${end}`;
  }
}

/** One subscription: who or which plan, the price, renewal date and cancel or resume. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionDto }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const { message } = App.useApp();
  const status = SUBSCRIPTION_STATUS_LABELS[subscription.status];
  const live = subscription.status === 'active' || subscription.status === 'past_due';
  const period = subscription.bundleMonths
    ? `${subscription.bundleMonths} months`
    : subscription.billingPeriod === 'annual'
      ? 'year'
      : 'month';
  const onError = () => void message.error(PAYMENT_MESSAGES.updateFailed);

  return (
    <Card className="page-card subscription-card" aria-label={subscription.tierName}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex vertical gap={6}>
          {subscription.creatorId ? (
            <CreatorName creatorId={subscription.creatorId} />
          ) : (
            <Typography.Text type="secondary">Platform plan</Typography.Text>
          )}
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={3} className="subscription-card__tier">
              {subscription.tierName}
            </Typography.Title>
            <Tag color={status.color}>{status.label}</Tag>
            {live && subscription.cancelAtPeriodEnd && <Tag color="orange">Canceled</Tag>}
          </Flex>
          <Typography.Text>
            {formatMoney(subscription.priceCents, subscription.currency)} per {period}
          </Typography.Text>
          <Typography.Text type="secondary">{renewalText(subscription)}</Typography.Text>
        </Flex>
        {live &&
          (subscription.cancelAtPeriodEnd ? (
            <Button
              type="primary"
              loading={resume.isPending}
              onClick={() => resume.mutate(subscription.id, { onError })}
            >
              Resume
            </Button>
          ) : (
            <Popconfirm
              title="Cancel this subscription?"
              description={`You keep access until ${formatDay(subscription.currentPeriodEnd)}; it will not renew.`}
              okText="Cancel subscription"
              cancelText="Keep it"
              onConfirm={() => cancel.mutateAsync(subscription.id).catch(onError)}
            >
              <Button danger loading={cancel.isPending}>
                Cancel
              </Button>
            </Popconfirm>
          ))}
      </Flex>
    </Card>
  );
}
