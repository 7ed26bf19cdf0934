import {
  MINIMUM_PAYOUT_CENTS,
  PAYOUT_DELAY_DAYS,
  PAYOUT_REQUEST_FEE_PERCENT,
  fromCents,
  meetsMinimumPayout,
  payoutRequest,
  toCents,
} from '@tessera/rules';
import { Alert, Descriptions, Flex, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatDay, formatMoney } from '../billing-format';
import { useRequestPayout } from '../hooks/use-request-payout';
import { PayoutRefusal } from './payout-refusal';

interface PayoutRequestDialogProps {
  open: boolean;
  availableCents: number;
  currency: string;
  onClose: () => void;
}

/** Asks for a payout: the amount, the 1 % fee, what arrives and when (7 days later). */
export function PayoutRequestDialog({
  open,
  availableCents,
  currency,
  onClose,
}: PayoutRequestDialogProps) {
  const request = useRequestPayout();
  const [amount, setAmount] = useState<number | null>(fromCents(availableCents));
  const amountCents = amount === null ? 0 : toCents(amount);
  const tooLow = !meetsMinimumPayout(amountCents);
  const tooHigh = amountCents > availableCents;
  const split = payoutRequest(Math.max(0, amountCents), new Date());

  const submit = () => {
    request.mutate(amountCents === availableCents ? undefined : amountCents, {
      onSuccess: () => {
        request.reset();
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title="Request a payout"
      okText={`Request ${formatMoney(amountCents, currency)}`}
      okButtonProps={{ disabled: tooLow || tooHigh, loading: request.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary">
          You have {formatMoney(availableCents, currency)} available. A requested payout costs a{' '}
          {PAYOUT_REQUEST_FEE_PERCENT} % fee and is sent {PAYOUT_DELAY_DAYS} days after you ask for
          it. The weekly automatic payout has no fee.
        </Typography.Paragraph>
        <label className="field-label" htmlFor="payout-amount">
          Amount ({currency.toUpperCase()})
        </label>
        <InputNumber
          id="payout-amount"
          min={0}
          step={1}
          precision={2}
          value={amount}
          onChange={(value) => setAmount(value)}
          className="payout-dialog__amount"
        />
        {tooLow && (
          <Alert
            type="warning"
            showIcon
            title={`The smallest payout is ${formatMoney(MINIMUM_PAYOUT_CENTS, currency)}`}
          />
        )}
        {tooHigh && (
          <Alert type="warning" showIcon title="That is more than your available balance" />
        )}
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={`Fee (${PAYOUT_REQUEST_FEE_PERCENT} %)`}>
            {formatMoney(split.feeCents, currency)}
          </Descriptions.Item>
          <Descriptions.Item label="You receive">
            {formatMoney(split.netCents, currency)}
          </Descriptions.Item>
          <Descriptions.Item label="Scheduled for">
            {formatDay(split.scheduledFor.toISOString())}
          </Descriptions.Item>
        </Descriptions>
        {request.isError && (
          <Alert
            type="error"
            showIcon
            title="The payout could not be requested"
            description={<PayoutRefusal message={request.error.message} />}
          />
        )}
      </Flex>
    </Modal>
  );
}
