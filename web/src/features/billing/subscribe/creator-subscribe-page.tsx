import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Avatar, Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FeatureOffNote } from '../../../components/feedback/feature-off-note';
import { ButtonLink } from '../../../components/navigation/button-link';
import { usePublicProfile } from '../../../hooks/use-public-profile';
import { useFeatureSwitch } from '../../../hooks/use-public-settings';
import { useSession } from '../../../session/session-context';
import { formatDay } from '../billing-format';
import { PaymentCheckout } from '../checkout/payment-checkout';
import { useCreatorBundles } from '../hooks/use-creator-bundles';
import { useCreatorTiers } from '../hooks/use-creator-tiers';
import { useOfferLink } from '../hooks/use-offer-link';
import { useSubscribe } from '../hooks/use-subscribe';
import { useSubscriptionStatus } from '../hooks/use-subscription-status';
import { BundleChoice } from './bundle-choice';
import { checkoutTerms, linkFor, offerHeadline } from './checkout-terms';
import { CreatorTierOption } from './creator-tier-option';
import { initialsOf } from '../../../components/avatar/avatar-initials';

/**
 * `/subscribe/:creatorId`: the creator's tiers, then the checkout for the chosen one, month by
 * month or as one of its bundles; `?tier=` (a locked post's offer) starts on that tier, and
 * `?offer=` applies a trial or promotion link to the tier it was made for.
 */
export function CreatorSubscribePage() {
  const { creatorId = '' } = useParams();
  const { user } = useSession();
  const profile = usePublicProfile(creatorId);
  const tiers = useCreatorTiers(creatorId);
  const status = useSubscriptionStatus();
  const subscribe = useSubscribe();
  const subscriptions = useFeatureSwitch('subscriptionsEnabled');
  const [searchParams] = useSearchParams();
  const [pickedId, setPickedId] = useState<string | null>(searchParams.get('tier'));
  const bundles = useCreatorBundles(creatorId);
  const offer = useOfferLink(searchParams.get('offer'));
  const [bundleMonths, setBundleMonths] = useState(0);
  const [paid, setPaid] = useState(false);
  // A checkout under way stays on screen to its end: the payment's webhook may activate the
  // subscription, and a refetched status show it, before this page has read the payment's outcome.
  const [checkingOut, setCheckingOut] = useState(false);
  const name = profile.data?.displayName ?? 'this creator';
  const profilePath = `/profile/${encodeURIComponent(creatorId)}`;

  if (user?.id === creatorId) {
    return (
      <div className="page page--narrow">
        <Result
          status="info"
          title="This is your own page"
          subTitle="Subscribers choose from the tiers you set up."
          extra={<ButtonLink to="/subscription-settings">Your subscription tiers</ButtonLink>}
        />
      </div>
    );
  }

  const current = status.data?.creatorSubscriptions.find(
    (subscription) =>
      subscription.creatorId === creatorId &&
      (subscription.status === 'active' || subscription.status === 'past_due'),
  );
  const available = tiers.data ?? [];
  // A link's tier comes first, unless the fan picked another.
  const chosen =
    available.find((tier) => tier.id === (pickedId ?? offer.data?.tierId)) ?? available[0];
  const chosenBundles = bundles.data?.find((entry) => entry.tierId === chosen?.id);
  const link = chosen ? linkFor(chosen, offer.data) : null;
  const terms = chosen ? checkoutTerms(chosen, chosenBundles, bundleMonths, link) : null;

  return (
    <div className="page page--narrow">
      <Link to={profilePath} className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to the profile
      </Link>
      <Flex align="center" gap={16} className="subscribe-header">
        <Avatar size={56} src={profile.data?.avatar || undefined}>
          {initialsOf(name, 1)}
        </Avatar>
        <div>
          <Typography.Title level={1} className="page-title">
            Subscribe to {name}
          </Typography.Title>
          <Typography.Text type="secondary">
            Pick a tier. You can cancel any time; access lasts until the end of the paid month.
          </Typography.Text>
        </div>
      </Flex>
      {current && !paid && !checkingOut && (
        <Alert
          type="success"
          showIcon
          className="page-alert"
          title={`You subscribe to ${current.tierName}`}
          description={
            current.cancelAtPeriodEnd
              ? `It ends on ${formatDay(current.currentPeriodEnd)}.`
              : `It renews on ${formatDay(current.currentPeriodEnd)}.`
          }
          action={<ButtonLink to="/subscriptions">Manage</ButtonLink>}
        />
      )}
      {offer.data && (
        <Alert
          type={offer.data.claimable ? 'info' : 'warning'}
          showIcon
          className="page-alert"
          title={
            offer.data.claimable
              ? `Offer: ${offerHeadline(offer.data)} of ${offer.data.tierName}`
              : 'This offer can no longer be claimed'
          }
          description={
            offer.data.claimable && chosen && !link
              ? `It applies to ${offer.data.tierName}; pick that tier to use it.`
              : undefined
          }
        />
      )}
      {offer.isError && (
        <Alert
          type="warning"
          showIcon
          className="page-alert"
          title="This offer link is not valid"
        />
      )}
      {tiers.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {tiers.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="The tiers could not be loaded"
          description={tiers.error.message}
          action={<Button onClick={() => void tiers.refetch()}>Try again</Button>}
        />
      )}
      {tiers.data && available.length === 0 && (
        <Card className="page-card">
          <Empty description={`${name} does not offer any tiers yet.`} />
        </Card>
      )}
      {available.length > 0 && (
        <div className="tier-grid subscribe-tiers" role="group" aria-label="Tiers">
          {available.map((tier) => (
            <CreatorTierOption
              key={tier.id}
              tier={tier}
              selected={tier.id === chosen?.id}
              isCurrent={tier.id === current?.tierId}
              onSelect={(tierId) => {
                setPickedId(tierId);
                setBundleMonths(0);
              }}
            />
          ))}
        </div>
      )}
      {chosen && (!current || paid || checkingOut) && subscriptions.off && (
        <FeatureOffNote>{subscriptions.note}</FeatureOffNote>
      )}
      {chosen && terms && (!current || paid || checkingOut) && !subscriptions.off && (
        <Card className="page-card" title={`Checkout: ${chosen.name}`}>
          <Flex vertical gap={12}>
            {!link && chosenBundles && chosenBundles.bundles.length > 0 && (
              <BundleChoice
                tierName={chosen.name}
                bundles={chosenBundles}
                value={bundleMonths}
                onChange={setBundleMonths}
              />
            )}
            {terms.note && (
              <Typography.Paragraph type="secondary">{terms.note}</Typography.Paragraph>
            )}
          </Flex>
          <PaymentCheckout
            key={`${chosen.id}:${terms.amountCents}`}
            payLabel={terms.payLabel}
            amountCents={terms.amountCents}
            pay={async (paymentMethodId, attempt) => {
              setCheckingOut(true);
              const result = await subscribe.mutateAsync({
                tierId: chosen.id,
                creatorId,
                paymentMethodId,
                billingPeriod: 'monthly',
                ...terms.extra,
                attempt,
              });
              return result.payment;
            }}
            onSucceeded={() => setPaid(true)}
            successTitle={`You are subscribed to ${name}`}
            successDetail={`${chosen.name} is active. Their posts for subscribers are open to you now.${terms.note ? ` ${terms.note}` : ''}`}
            successActions={[
              <ButtonLink key="profile" type="primary" to={profilePath}>
                See the posts
              </ButtonLink>,
              <ButtonLink key="subscriptions" to="/subscriptions">
                Your subscriptions
              </ButtonLink>,
            ]}
          />
        </Card>
      )}
    </div>
  );
}
