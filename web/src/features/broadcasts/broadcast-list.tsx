import type { BroadcastDto, CreatorTierDto } from '@tessera/contracts';
import { App, Button, Card, Empty, Flex, Popconfirm, Progress, Tag, Typography } from 'antd';
import { audienceLabel, formatWhen, percentOf, STATUS_LABELS } from './broadcast-format';
import { useCancelBroadcast } from './use-cancel-broadcast';

function Meter({
  label,
  count,
  total,
  color,
}: {
  label: string;
  count: number;
  total: number;
  color?: string;
}) {
  return (
    <div className="broadcast-row__meter">
      <Flex justify="space-between">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text>
          {count} / {total}
        </Typography.Text>
      </Flex>
      <Progress
        percent={percentOf(count, total)}
        showInfo={false}
        strokeColor={color}
        aria-label={`${label}: ${count} of ${total}`}
      />
    </div>
  );
}

function whenOf(broadcast: BroadcastDto): string {
  if (broadcast.status === 'scheduled' && broadcast.scheduledFor) {
    return `Goes out ${formatWhen(broadcast.scheduledFor)}`;
  }
  if (broadcast.status === 'canceled' && broadcast.canceledAt) {
    return `Canceled ${formatWhen(broadcast.canceledAt)}`;
  }
  if (broadcast.completedAt) return `Sent ${formatWhen(broadcast.completedAt)}`;
  return `Started ${formatWhen(broadcast.scheduledFor ?? broadcast.createdAt)}`;
}

function BroadcastRow({ broadcast, tiers }: { broadcast: BroadcastDto; tiers: CreatorTierDto[] }) {
  const cancel = useCancelBroadcast();
  const { message } = App.useApp();
  const status = STATUS_LABELS[broadcast.status];
  const { totalRecipients, delivered, read, failed } = broadcast.analytics;
  const measured = broadcast.status === 'sending' || broadcast.status === 'sent';
  return (
    <Card className="page-card broadcast-row" aria-label="Broadcast">
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Flex vertical gap={4} className="broadcast-row__body">
          <Flex gap={8} align="center" wrap>
            <Tag color={status.color}>{status.text}</Tag>
            <Typography.Text type="secondary">{audienceLabel(broadcast, tiers)}</Typography.Text>
          </Flex>
          <Typography.Paragraph className="broadcast-row__content" ellipsis={{ rows: 3 }}>
            {broadcast.content}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{whenOf(broadcast)}</Typography.Text>
        </Flex>
        {broadcast.status === 'scheduled' && (
          <Popconfirm
            title="Cancel this broadcast?"
            description="It will not be sent, and today's bulk message is given back."
            okText="Cancel broadcast"
            cancelText="Keep it"
            onConfirm={() =>
              cancel
                .mutateAsync(broadcast.id)
                .catch((error: Error) => void message.error(error.message))
            }
          >
            <Button loading={cancel.isPending}>Cancel</Button>
          </Popconfirm>
        )}
      </Flex>
      {measured && (
        <div className="broadcast-row__meters">
          <Meter label="Delivered" count={delivered} total={totalRecipients} />
          <Meter label="Read" count={read} total={totalRecipients} color="#52c41a" />
          <Meter label="Failed" count={failed} total={totalRecipients} color="#ff4d4f" />
        </div>
      )}
    </Card>
  );
}

/** Past, scheduled and going-out broadcasts, each with its delivered, read and failed counts. */
export function BroadcastList({
  broadcasts,
  tiers,
}: {
  broadcasts: BroadcastDto[];
  tiers: CreatorTierDto[];
}) {
  if (broadcasts.length === 0) {
    return (
      <Card className="page-card">
        <Empty description="No broadcasts yet. Your first one will show up here with its reach." />
      </Card>
    );
  }
  return (
    <Flex vertical gap={12}>
      {broadcasts.map((broadcast) => (
        <BroadcastRow key={broadcast.id} broadcast={broadcast} tiers={tiers} />
      ))}
    </Flex>
  );
}
