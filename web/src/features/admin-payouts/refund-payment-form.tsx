import { Alert, Button, Flex, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useRefundPayment } from '../../hooks/use-refund-payment';
import { formatMoney } from '../billing/billing-format';

const MIN_REASON = 3;

interface RefundPaymentFormProps {
  paymentId: string;
  leftCents: number;
  currency: string;
}

/**
 * Refunds what is left of a payment, or part of it, with a reason for the audit trail and the
 * payer. Above the platform's approval threshold the refund waits for a second admin.
 */
export function RefundPaymentForm({ paymentId, leftCents, currency }: RefundPaymentFormProps) {
  const refund = useRefundPayment();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const trimmed = reason.trim();
  const amountCents = amount === null ? undefined : Math.round(amount * 100);
  const tooMuch = amountCents !== undefined && (amountCents < 1 || amountCents > leftCents);

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5}>Refund</Typography.Title>
      <Typography.Text type="secondary">
        {formatMoney(leftCents, currency)} left. Leave the amount empty to refund all of it; a
        partial refund keeps what it bought.
      </Typography.Text>
      <InputNumber<number>
        aria-label="Amount to refund"
        placeholder={(leftCents / 100).toFixed(2)}
        min={0.01}
        max={leftCents / 100}
        step={0.01}
        precision={2}
        value={amount}
        onChange={setAmount}
        status={tooMuch ? 'error' : undefined}
      />
      <Input.TextArea
        aria-label="Refund reason"
        placeholder="Why (the payer sees it; kept in the audit trail)"
        value={reason}
        maxLength={2000}
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        danger
        type="primary"
        disabled={trimmed.length < MIN_REASON || tooMuch}
        loading={refund.isPending}
        onClick={() =>
          refund.mutate({ paymentId, reason: trimmed, ...(amountCents ? { amountCents } : {}) })
        }
      >
        Refund
      </Button>
      {refund.isSuccess && (
        <Alert
          type={refund.data.status === 'succeeded' ? 'success' : 'info'}
          showIcon
          title={
            refund.data.status === 'awaiting_approval'
              ? 'Waiting for a second admin to approve it'
              : `Refund ${refund.data.status}`
          }
        />
      )}
      {refund.isError && <Alert type="error" showIcon title={refund.error.message} />}
    </Flex>
  );
}
