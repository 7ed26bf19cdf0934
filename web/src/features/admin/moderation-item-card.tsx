import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type { ContentDto } from '@tessera/contracts';
import { Button, Card, Checkbox, Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  formatDateTime,
  formatUnlockPrice,
  PRIVACY_LABELS,
  TYPE_LABELS,
} from '../content/content-labels';
import { CreatorByline } from '../content/creator-byline';
import { PostPreviewMedia } from '../content/post-preview-media';

interface ModerationItemCardProps {
  post: ContentDto;
  selected: boolean;
  /** A decision on this post is on its way. */
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}

/** One post waiting for review: what it shows, who posted it, where and when it would go out. */
export function ModerationItemCard(props: ModerationItemCardProps) {
  const { post, selected, busy, onSelect, onApprove, onReject } = props;
  const privacy = PRIVACY_LABELS[post.privacyLevel];
  return (
    <Card className="moderation-item" role="article" aria-label={post.title}>
      <div className="moderation-item__layout">
        <div className="moderation-item__media">
          <PostPreviewMedia post={post} />
        </div>
        <Flex vertical gap={10} className="moderation-item__details">
          <Flex justify="space-between" align="flex-start" gap={12}>
            <CreatorByline creator={post.creator} meta={`sent ${formatDateTime(post.createdAt)}`} />
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={`Select ${post.title}`}
            />
          </Flex>
          <Typography.Title level={2} className="moderation-item__title">
            <Link to={`/content/${encodeURIComponent(post.id)}`}>{post.title}</Link>
          </Typography.Title>
          {post.description && (
            <Typography.Paragraph className="moderation-item__description">
              {post.description}
            </Typography.Paragraph>
          )}
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'type', label: 'Type', children: TYPE_LABELS[post.type] },
              {
                key: 'privacy',
                label: 'Privacy',
                children: `${privacy.label} · ${privacy.hint}`,
              },
              {
                key: 'schedule',
                label: 'Goes out',
                children: post.scheduledAt
                  ? `Scheduled for ${formatDateTime(post.scheduledAt)}`
                  : 'As soon as it is approved',
              },
              ...(post.priceCents
                ? [
                    {
                      key: 'price',
                      label: 'Unlock price',
                      children: formatUnlockPrice(post.priceCents),
                    },
                  ]
                : []),
            ]}
          />
          {post.tags.length > 0 && (
            <Flex gap={4} wrap>
              {post.tags.map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </Flex>
          )}
          <Flex gap={8} wrap className="moderation-item__actions">
            <Button type="primary" icon={<CheckOutlined />} loading={busy} onClick={onApprove}>
              Approve
            </Button>
            <Button danger icon={<CloseOutlined />} disabled={busy} onClick={onReject}>
              Reject
            </Button>
          </Flex>
        </Flex>
      </div>
    </Card>
  );
}
