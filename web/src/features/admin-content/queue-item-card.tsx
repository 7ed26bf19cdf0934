import { REPORT_REASON_LABELS, type QueueItemDto } from '@tessera/contracts';
import { Button, Card, Checkbox, Flex, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { BlurredPostPreview } from './blurred-post-preview';
import { MessageEvidenceQuote } from './message-evidence';
import { dueClock, RESOLUTION_LABELS, SEVERITY_COLORS, TARGET_LABELS } from './queue-labels';

interface QueueItemCardProps {
  item: QueueItemDto;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onClaim: () => void;
  onNote: (body: string) => void;
  onResolve: () => void;
  onReview: (action: 'approve' | 'reject' | 'delete') => void;
}

/** One report or review: what, why, how urgent, who works on it, their notes and the actions. */
export function QueueItemCard(props: QueueItemCardProps) {
  const { item, selected, busy, onSelect, onClaim, onNote, onResolve, onReview } = props;
  const [note, setNote] = useState('');
  const clock = dueClock(item.dueAt);
  const open = item.status !== 'resolved';
  const label = `${item.kind === 'review' ? 'Review' : 'Report'}: ${REPORT_REASON_LABELS[item.reason]}`;
  return (
    <Card className="queue-item" role="article" aria-label={label}>
      <div className="queue-item__layout">
        {item.targetType === 'post' && <BlurredPostPreview postId={item.targetId} />}
        {item.targetType === 'message' && item.evidence && (
          <MessageEvidenceQuote evidence={item.evidence} />
        )}
        {(item.targetType === 'user' || (item.targetType === 'message' && !item.evidence)) && (
          <Typography.Text className="queue-media queue-media--gone">
            {TARGET_LABELS[item.targetType]}{' '}
            {item.targetType === 'user' ? (
              <a href={`/profile/${encodeURIComponent(item.targetId)}`}>{item.targetId}</a>
            ) : (
              item.targetId
            )}
          </Typography.Text>
        )}
        <Flex vertical gap={8} className="queue-item__details">
          <Flex justify="space-between" align="flex-start" gap={8} wrap>
            <Space size={4} wrap>
              <Tag color={SEVERITY_COLORS[item.severity]}>{item.severity}</Tag>
              <Tag>{item.kind === 'review' ? 'Review' : TARGET_LABELS[item.targetType]}</Tag>
              {open && <Tag color={clock.overdue ? 'red' : 'blue'}>{clock.text}</Tag>}
              {item.resolution && (
                <Tag color="green">{RESOLUTION_LABELS[item.resolution.action]}</Tag>
              )}
              {item.appealed && <Tag color="purple">Appealed</Tag>}
            </Space>
            {item.kind === 'review' && open && (
              <Checkbox
                checked={selected}
                onChange={(event) => onSelect(event.target.checked)}
                aria-label={`Select ${label}`}
              />
            )}
          </Flex>
          <Typography.Title level={2} className="queue-item__title">
            {REPORT_REASON_LABELS[item.reason]}
          </Typography.Title>
          {item.description && item.kind === 'report' && (
            <Typography.Paragraph className="queue-item__description">
              “{item.description}”
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary">
            {item.status === 'claimed' && item.assigneeId
              ? `Claimed by ${item.assigneeId}`
              : item.status === 'open'
                ? 'Nobody has claimed it yet'
                : `Resolved ${new Date(item.resolution?.resolvedAt ?? item.createdAt).toLocaleString()}`}
          </Typography.Text>
          {item.notes.length > 0 && (
            <List
              size="small"
              className="queue-item__notes"
              dataSource={item.notes}
              renderItem={(entry) => (
                <List.Item>
                  <Typography.Text>{entry.body}</Typography.Text>
                  <Typography.Text type="secondary">
                    {' '}
                    · {new Date(entry.at).toLocaleString()}
                  </Typography.Text>
                </List.Item>
              )}
            />
          )}
          <Space.Compact className="queue-item__note">
            <Input
              value={note}
              placeholder="Add a note for other moderators"
              aria-label="Note"
              maxLength={2000}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              disabled={!note.trim() || busy}
              onClick={() => {
                onNote(note.trim());
                setNote('');
              }}
            >
              Add note
            </Button>
          </Space.Compact>
          {open && (
            <Flex gap={8} wrap>
              {item.status === 'open' && (
                <Button onClick={onClaim} loading={busy}>
                  Claim
                </Button>
              )}
              {item.kind === 'report' ? (
                <Button type="primary" onClick={onResolve} disabled={busy}>
                  Resolve…
                </Button>
              ) : (
                <>
                  <Button type="primary" onClick={() => onReview('approve')} disabled={busy}>
                    Approve
                  </Button>
                  <Button onClick={() => onReview('reject')} disabled={busy}>
                    Reject…
                  </Button>
                  <Button danger onClick={() => onReview('delete')} disabled={busy}>
                    Delete
                  </Button>
                </>
              )}
            </Flex>
          )}
        </Flex>
      </div>
    </Card>
  );
}
