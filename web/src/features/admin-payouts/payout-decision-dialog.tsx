import type { AdminPayout } from '@tessera/contracts';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { PayoutDecision } from '../../api/admin-payouts.api';
import { usePayoutDecision } from '../../hooks/use-payout-decision';
import { formatMoney } from '../billing/billing-format';

const MIN_REASON = 3;

const COPY: Record<PayoutDecision, { title: string; ok: string; help: string }> = {
  hold: {
    title: 'Hold payout',
    ok: 'Hold',
    help: 'A held payout is not sent until an admin releases it.',
  },
  release: {
    title: 'Release payout',
    ok: 'Release',
    help: 'The next weekly run sends it once its date has come.',
  },
};

interface PayoutDecisionDialogProps {
  payout: AdminPayout;
  decision: PayoutDecision;
  onClose: () => void;
}

/** Asks why before holding or releasing a payout; the reason goes into the audit trail. */
export function PayoutDecisionDialog({ payout, decision, onClose }: PayoutDecisionDialogProps) {
  const decide = usePayoutDecision();
  const [reason, setReason] = useState('');
  const copy = COPY[decision];
  const trimmed = reason.trim();

  const submit = () =>
    decide.mutate({ id: payout.id, decision, reason: trimmed }, { onSuccess: onClose });

  return (
    <Modal
      open
      title={copy.title}
      okText={copy.ok}
      okButtonProps={{
        disabled: trimmed.length < MIN_REASON,
        loading: decide.isPending,
        danger: decision === 'hold',
      }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {formatMoney(payout.amount, payout.currency)} to {payout.creatorName ?? payout.creatorId},{' '}
          {payout.period}
        </Typography.Text>
        <Typography.Text type="secondary">{copy.help}</Typography.Text>
        <Input.TextArea
          aria-label="Reason"
          placeholder="Why (kept in the audit trail)"
          value={reason}
          maxLength={2000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setReason(event.target.value)}
        />
        {decide.isError && <Alert type="error" showIcon title={decide.error.message} />}
      </Flex>
    </Modal>
  );
}
