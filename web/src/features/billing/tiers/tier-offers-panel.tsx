import type { CreatorTierDto, OfferLinkDto, TierBundlesDto } from '@tessera/contracts';
import { Collapse, Divider } from 'antd';
import { OfferLinksSection } from './offer-links-section';
import { TierBundlesEditor } from './tier-bundles-editor';

interface TierOffersPanelProps {
  tier: CreatorTierDto;
  bundles: TierBundlesDto | undefined;
  links: OfferLinkDto[];
}

function summaryOf(bundles: TierBundlesDto | undefined, links: OfferLinkDto[]): string {
  const bundleCount = bundles?.bundles.length ?? 0;
  const open = links.filter((link) => link.claimable).length;
  return [
    bundleCount === 1 ? '1 bundle' : `${bundleCount} bundles`,
    open === 1 ? '1 open link' : `${open} open links`,
  ].join(' · ');
}

/** Under an active tier: its bundles and its trial and promotion links. */
export function TierOffersPanel({ tier, bundles, links }: TierOffersPanelProps) {
  return (
    <Collapse
      ghost
      size="small"
      className="tier-offers-panel"
      items={[
        {
          key: 'offers',
          label: `Bundles and offer links (${summaryOf(bundles, links)})`,
          children: (
            <>
              <TierBundlesEditor
                key={JSON.stringify(bundles?.bundles ?? [])}
                tier={tier}
                bundles={bundles}
              />
              <Divider />
              <OfferLinksSection tier={tier} links={links} />
            </>
          ),
        },
      ]}
    />
  );
}
