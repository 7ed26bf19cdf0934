import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CreatorTierDto, OfferLinkDto } from '@tessera/contracts';
import { App, Button, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDay } from '../billing-format';
import { useDeactivateOfferLink } from '../hooks/use-own-offer-links';
import { offerHeadline } from '../subscribe/checkout-terms';
import { OfferLinkDialog } from './offer-link-dialog';
import { OfferLinkEditDialog } from './offer-link-edit-dialog';

interface OfferLinksSectionProps {
  tier: CreatorTierDto;
  links: OfferLinkDto[];
}

export const offerAddressOf = (code: string) => `${window.location.origin}/offer/${code}`;

function statusOf(link: OfferLinkDto): { label: string; color?: string } {
  if (!link.active) return { label: 'Ended' };
  if (link.claimable) return { label: 'Open', color: 'green' };
  return link.claimsUsed >= link.maxClaims ? { label: 'All claimed' } : { label: 'Expired' };
}

function OfferLinkRow({ link }: { link: OfferLinkDto }) {
  const deactivate = useDeactivateOfferLink();
  const [editing, setEditing] = useState(false);
  const { message } = App.useApp();
  const status = statusOf(link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offerAddressOf(link.code));
      void message.success('Link copied');
    } catch {
      void message.info(offerAddressOf(link.code));
    }
  };
  return (
    <List.Item className="offer-link-row">
      <Flex vertical gap={2} className="offer-link-row__text">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{offerHeadline(link)}</Typography.Text>
          <Tag color={status.color}>{status.label}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {link.claimsUsed} of {link.maxClaims} claimed · open until {formatDay(link.expiresAt)}
        </Typography.Text>
        <Typography.Text type="secondary" className="offer-link-row__code">
          /offer/{link.code}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy link
        </Button>
        {link.active && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit link
          </Button>
        )}
        {link.active && (
          <Popconfirm
            title="Deactivate this link?"
            description="Nobody else can claim it. Fans who claimed it keep what they got."
            okText="Deactivate"
            onConfirm={() =>
              deactivate
                .mutateAsync(link.code)
                .catch((error: Error) => void message.error(error.message))
            }
          >
            <Button danger loading={deactivate.isPending}>
              Deactivate link
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {editing && <OfferLinkEditDialog link={link} onClose={() => setEditing(false)} />}
    </List.Item>
  );
}

/** A tier's free-trial and promotion links: their claims and expiry, to copy, create and end. */
export function OfferLinksSection({ tier, links }: OfferLinksSectionProps) {
  const [creating, setCreating] = useState(false);
  return (
    <Flex vertical gap={8} className="offer-links-section">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>Free-trial and promotion links</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          New link
        </Button>
      </Flex>
      {links.length === 0 ? (
        <Typography.Text type="secondary">
          No links yet. A link gives the fans you share it with a free trial or a cheaper first
          month, for a limited number of claims.
        </Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={links}
          rowKey="code"
          renderItem={(link) => <OfferLinkRow link={link} />}
        />
      )}
      {creating && <OfferLinkDialog tier={tier} onClose={() => setCreating(false)} />}
    </Flex>
  );
}
