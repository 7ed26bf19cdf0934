import type { PrivacyLevel } from '@tessera/rules';
import { FIRST_TIER_STEP, needsFirstTier, TIER_SETTINGS_PAGE } from '@tessera/rules';
import { Alert } from 'antd';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useOwnTiers } from '../../billing/hooks/use-own-tiers';

interface FirstTierHintProps {
  privacyLevel: PrivacyLevel | undefined;
  /** The unlock price in dollars, when one is set. */
  price: number | null | undefined;
}

/**
 * Tells a creator who sells no tier yet, while they write a post for subscribers, that publishing
 * it waits for a first tier, with the way to create one. Drafts can still be saved.
 */
export function FirstTierHint({ privacyLevel, price }: FirstTierHintProps) {
  const tiers = useOwnTiers();
  const sellsATier = tiers.data ? tiers.data.some((tier) => tier.isActive) : null;
  const post = {
    privacyLevel: privacyLevel ?? 'public',
    priceCents: price ? Math.round(price * 100) : null,
  };
  if (!needsFirstTier(post, sellsATier)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="page-alert"
      title={FIRST_TIER_STEP}
      description={
        <>
          <p className="first-tier-hint__text">
            Nobody can subscribe to see this post until you offer a tier. You can save it as a draft
            meanwhile, or set an unlock price to sell it on its own.
          </p>
          <ButtonLink to={TIER_SETTINGS_PAGE}>Create a tier</ButtonLink>
        </>
      }
    />
  );
}
