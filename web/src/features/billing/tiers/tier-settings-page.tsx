import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CreatorTierDto, OfferLinkDto, TierBundlesDto } from '@tessera/contracts';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../billing-format';
import { useSession } from '../../../session/session-context';
import { useCreatorBundles } from '../hooks/use-creator-bundles';
import { useDeactivateCreatorTier } from '../hooks/use-deactivate-creator-tier';
import { useOwnOfferLinks } from '../hooks/use-own-offer-links';
import { useOwnTiers } from '../hooks/use-own-tiers';
import { useSaveCreatorTier } from '../hooks/use-save-creator-tier';
import { CONTENT_ACCESS_LABELS, formValuesOf, tierRequestOf } from './tier-form-values';
import { TierEditorDialog } from './tier-editor-dialog';
import { TierOffersPanel } from './tier-offers-panel';

type Editing = { tier: CreatorTierDto | null } | null;

interface TierRowProps {
  tier: CreatorTierDto;
  bundles: TierBundlesDto | undefined;
  links: OfferLinkDto[];
  onEdit: () => void;
}

function TierRow({ tier, bundles, links, onEdit }: TierRowProps) {
  const deactivate = useDeactivateCreatorTier();
  const save = useSaveCreatorTier();
  const { message } = App.useApp();
  const onError = (error: Error) => void message.error(error.message);
  return (
    <Card className="page-card creator-tier-row" aria-label={tier.name}>
      <Flex justify="space-between" gap={12} wrap>
        <Flex gap={12} align="flex-start">
          <span className="creator-tier-row__swatch" style={{ background: tier.color }} />
          <Flex vertical gap={4}>
            <Flex gap={8} align="center" wrap>
              <Typography.Title level={3} className="creator-tier-row__name">
                {tier.name}
              </Typography.Title>
              {tier.isActive ? <Tag color="green">On sale</Tag> : <Tag>Deactivated</Tag>}
            </Flex>
            <Typography.Text strong>
              {formatMoney(tier.priceCents, tier.currency)} / month
            </Typography.Text>
            <Typography.Text type="secondary">
              {tier.subscriberCount} subscriber{tier.subscriberCount === 1 ? '' : 's'} ·{' '}
              {CONTENT_ACCESS_LABELS[tier.contentAccess]}
            </Typography.Text>
            {tier.benefits.length > 0 && (
              <Typography.Text type="secondary">{tier.benefits.join(' · ')}</Typography.Text>
            )}
          </Flex>
        </Flex>
        <Flex gap={8} align="flex-start">
          <Button onClick={onEdit}>Edit</Button>
          {tier.isActive ? (
            <Popconfirm
              title="Deactivate this tier?"
              description="Nobody new can subscribe to it. Current subscribers keep it."
              okText="Deactivate"
              onConfirm={() => deactivate.mutateAsync(tier.id).catch(onError)}
            >
              <Button danger loading={deactivate.isPending}>
                Deactivate
              </Button>
            </Popconfirm>
          ) : (
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  {
                    tierId: tier.id,
                    tier: tierRequestOf({ ...formValuesOf(tier), isActive: true }),
                  },
                  { onError },
                )
              }
            >
              Reactivate
            </Button>
          )}
        </Flex>
      </Flex>
      {tier.isActive && <TierOffersPanel tier={tier} bundles={bundles} links={links} />}
    </Card>
  );
}

/**
 * `/subscription-settings`: the tiers a creator sells, to create, edit and deactivate, each with
 * its bundles and its free-trial and promotion links.
 */
export function TierSettingsPage() {
  const tiers = useOwnTiers();
  const { user } = useSession();
  const bundles = useCreatorBundles(user?.id ?? '');
  const links = useOwnOfferLinks();
  const [editing, setEditing] = useState<Editing>(null);
  const currency = tiers.data?.[0]?.currency ?? 'USD';

  return (
    <div className="page page--narrow">
      <Flex
        justify="space-between"
        align="flex-start"
        gap={12}
        wrap
        className="tier-settings__header"
      >
        <div>
          <Typography.Title level={1} className="page-title">
            Subscription tiers
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="page-lead">
            The tiers your subscribers choose from, with their monthly price and benefits.
          </Typography.Paragraph>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ tier: null })}>
          New tier
        </Button>
      </Flex>
      {tiers.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {tiers.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your tiers could not be loaded"
          description={tiers.error.message}
          action={<Button onClick={() => void tiers.refetch()}>Try again</Button>}
        />
      )}
      {tiers.data && tiers.data.length === 0 && (
        <Card className="page-card">
          <Empty description="You have no tiers yet. Create one so fans can subscribe to you." />
        </Card>
      )}
      {tiers.data?.map((tier) => (
        <TierRow
          key={tier.id}
          tier={tier}
          bundles={bundles.data?.find((entry) => entry.tierId === tier.id)}
          links={(links.data ?? []).filter((link) => link.tierId === tier.id)}
          onEdit={() => setEditing({ tier })}
        />
      ))}
      {editing && (
        <TierEditorDialog
          tier={editing.tier}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
