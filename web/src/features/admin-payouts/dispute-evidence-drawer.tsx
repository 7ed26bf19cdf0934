import type { AdminDisputeDetail } from '@tessera/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Input,
  List,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useAdminDispute } from '../../hooks/use-admin-dispute';
import { useSubmitDisputeEvidence } from '../../hooks/use-submit-dispute-evidence';
import { formatDay, formatMoney } from '../billing/billing-format';
import { daysLeft, daysLeftLabel, DISPUTE_STATUS_TAGS } from './dispute-format';

function EvidencePack({ dispute }: { dispute: AdminDisputeDetail }) {
  const { evidence } = dispute;
  const money = (cents: number) => formatMoney(cents, dispute.currency);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5}>Subscription</Typography.Title>
      {evidence.subscription ? (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Tier">{evidence.subscription.tierName}</Descriptions.Item>
          <Descriptions.Item label="Price">
            {money(evidence.subscription.priceCents)} / {evidence.subscription.billingPeriod}
          </Descriptions.Item>
          <Descriptions.Item label="Started">
            {formatDay(evidence.subscription.startedAt)}
          </Descriptions.Item>
          <Descriptions.Item label="Current period">
            {formatDay(evidence.subscription.currentPeriodStart)} –{' '}
            {formatDay(evidence.subscription.currentPeriodEnd)}
          </Descriptions.Item>
          <Descriptions.Item label="Paid over its life">
            {money(evidence.subscription.lifetimeCents)}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">The payment paid for no subscription.</Typography.Text>
      )}
      <Typography.Title level={5}>Other charges to the same creator</Typography.Title>
      <List
        size="small"
        bordered
        locale={{ emptyText: 'None' }}
        dataSource={evidence.otherCharges}
        renderItem={(charge) => (
          <List.Item>
            {formatDay(charge.paidAt)} · {charge.purpose.replace(/_/g, ' ')} ·{' '}
            {money(charge.amountCents)}
          </List.Item>
        )}
      />
      <Alert
        type="info"
        showIcon
        title="Not in the pack"
        description={
          <ul>
            {evidence.unavailable.map((entry) => (
              <li key={entry.source}>
                <Typography.Text strong>{entry.source}</Typography.Text>: {entry.reason}
              </li>
            ))}
          </ul>
        }
      />
    </Flex>
  );
}

function SubmitEvidence({ dispute }: { dispute: AdminDisputeDetail }) {
  const submit = useSubmitDisputeEvidence();
  const [note, setNote] = useState('');
  if (dispute.status !== 'needs_response') {
    return dispute.submittedAt ? (
      <Typography.Text type="secondary">
        Evidence submitted {formatDay(dispute.submittedAt)}
        {dispute.note ? `: “${dispute.note}”` : ''}
      </Typography.Text>
    ) : null;
  }
  const late = daysLeft(dispute.dueBy) === 0;
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="Note to the bank"
        placeholder="Anything the pack does not show (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={5000}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      {submit.isError && <Alert type="error" showIcon title={submit.error.message} />}
      <Button
        type="primary"
        disabled={late}
        loading={submit.isPending}
        onClick={() => submit.mutate({ id: dispute.id, note: note.trim() || undefined })}
      >
        Submit evidence
      </Button>
    </Flex>
  );
}

/** A dispute's deadline, amount and evidence pack, and submitting it to the processor. */
export function DisputeEvidenceDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const dispute = useAdminDispute(id);
  const data = dispute.data;
  return (
    <Drawer
      open
      title="Dispute"
      size={560}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      onClose={onClose}
      destroyOnHidden
    >
      {dispute.isError && <Alert type="error" showIcon title={dispute.error.message} />}
      {!data ? (
        !dispute.isError && <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Status">
              <Tag color={DISPUTE_STATUS_TAGS[data.status].color}>
                {DISPUTE_STATUS_TAGS[data.status].label}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Amount">
              {formatMoney(data.amountCents, data.currency)}
            </Descriptions.Item>
            <Descriptions.Item label="Reason">{data.reason}</Descriptions.Item>
            <Descriptions.Item label="Deadline">
              {formatDay(data.dueBy)}
              {data.status === 'needs_response' && ` (${daysLeftLabel(daysLeft(data.dueBy))})`}
            </Descriptions.Item>
            <Descriptions.Item label="Payment">{data.paymentId}</Descriptions.Item>
            {data.creatorPayoutHold && (
              <Descriptions.Item label="Creator's payouts">
                Held: {data.creatorPayoutHold.reason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <EvidencePack dispute={data} />
          <SubmitEvidence dispute={data} />
        </Flex>
      )}
    </Drawer>
  );
}
