import LockOutlined from '@ant-design/icons/LockOutlined';
import type { ContentAccessDto, ContentDto } from '@tessera/contracts';
import { Flex, Typography } from 'antd';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { ButtonLink } from '../../components/navigation/button-link';
import { type SwitchedFeature, useFeatureSwitch } from '../../hooks/use-public-settings';
import { formatTierPrice, formatUnlockPrice, tierName } from './content-labels';

const UPGRADE_LABELS: Record<string, string> = {
  '/login': 'Sign in',
  '/register?role=creator': 'Become a creator',
};

/** The switch that turns off the way to access `upgradeUrl` offers, when one does. */
function switchOf(upgradeUrl: string): SwitchedFeature | null {
  if (upgradeUrl.startsWith('/subscribe/') || upgradeUrl.startsWith('/profile/')) {
    return 'subscriptionsEnabled';
  }
  if (upgradeUrl.startsWith('/register')) return 'registrationOpen';
  return null;
}

interface LockedMediaProps {
  post: ContentDto;
  access: Extract<ContentAccessDto, { allowed: false }>;
}

/**
 * The blurred preview of a post the viewer may not open, with the way to get access: when one of
 * the creator's tiers opens it, an invitation to subscribe with that tier's price and a button
 * straight to its checkout; otherwise the reason and the plan that lifts it.
 */
export function LockedMedia({ post, access }: LockedMediaProps) {
  const offer = access.cheapestTier;
  const required = offer ? undefined : tierName(access.requiredTier);
  const subscribePath = `/subscribe/${encodeURIComponent(post.creatorId)}`;
  const upgradeUrl = offer
    ? `${subscribePath}?tier=${encodeURIComponent(offer.id)}`
    : (access.upgradeUrl ?? subscribePath);
  const unlockCents = access.unlockPriceCents ?? post.priceCents;
  const subscriptions = useFeatureSwitch('subscriptionsEnabled');
  const registration = useFeatureSwitch('registrationOpen');
  const upgradeSwitch = switchOf(upgradeUrl);
  const upgradeOff =
    upgradeSwitch === 'subscriptionsEnabled'
      ? subscriptions
      : upgradeSwitch === 'registrationOpen'
        ? registration
        : null;
  return (
    <div className="locked-media" data-testid="locked-media">
      {post.previewUrl ? (
        <img className="locked-media__preview" src={post.previewUrl} alt="" aria-hidden="true" />
      ) : (
        <div className="locked-media__preview locked-media__preview--empty" aria-hidden="true" />
      )}
      <Flex vertical align="center" gap={8} className="locked-media__overlay">
        <LockOutlined className="locked-media__icon" aria-hidden="true" />
        {offer ? (
          <>
            <Typography.Text strong className="locked-media__reason">
              Subscribe to {post.creator.displayName} to see this post
            </Typography.Text>
            <Typography.Text className="locked-media__tier">
              {offer.name} · {formatTierPrice(offer.priceCents, offer.currency)} a month
            </Typography.Text>
          </>
        ) : (
          <Typography.Text strong className="locked-media__reason">
            {access.reason}
          </Typography.Text>
        )}
        {required && (
          <Typography.Text className="locked-media__tier">Needs {required}</Typography.Text>
        )}
        <Flex gap={8} wrap justify="center">
          {upgradeOff?.off ? (
            <FeatureOffNote className="locked-media__off">{upgradeOff.note}</FeatureOffNote>
          ) : (
            <ButtonLink to={upgradeUrl} type="primary">
              {offer
                ? `Subscribe for ${formatTierPrice(offer.priceCents, offer.currency)}`
                : (UPGRADE_LABELS[upgradeUrl] ?? 'Subscribe')}
            </ButtonLink>
          )}
          {unlockCents !== undefined && unlockCents > 0 && (
            <ButtonLink to={`/subscription/checkout?contentId=${encodeURIComponent(post.id)}`}>
              Unlock for {formatUnlockPrice(unlockCents)}
            </ButtonLink>
          )}
        </Flex>
      </Flex>
    </div>
  );
}
