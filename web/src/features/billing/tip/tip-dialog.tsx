import { MAX_CHARGE_CENTS, MIN_CHARGE_CENTS } from '@tessera/contracts';
import { fromCents, toCents } from '@tessera/rules';
import { Flex, Input, InputNumber, Modal, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../billing-format';
import { PaymentCheckout } from '../checkout/payment-checkout';
import { useTip } from '../hooks/use-tip';

const PRESETS = [300, 500, 1000, 2000];
const MESSAGE_MAX = 500;

interface TipDialogProps {
  creatorId: string;
  creatorName: string;
  onClose: () => void;
}

/** A tip: the amount and an optional message, then the card and the payment's outcome. */
export function TipDialog({ creatorId, creatorName, onClose }: TipDialogProps) {
  const tip = useTip();
  const [amount, setAmount] = useState<number | null>(5);
  const [message, setMessage] = useState('');
  const amountCents = amount === null ? 0 : toCents(amount);
  const valid = amountCents >= MIN_CHARGE_CENTS && amountCents <= MAX_CHARGE_CENTS;

  return (
    <Modal open title={`Tip ${creatorName}`} footer={null} onCancel={onClose} width={520}>
      <Flex vertical gap={16}>
        <Segmented<number>
          aria-label="Tip amount"
          block
          value={PRESETS.includes(amountCents) ? amountCents : -1}
          onChange={(cents) => cents > 0 && setAmount(fromCents(cents))}
          options={[
            ...PRESETS.map((cents) => ({ label: `$${fromCents(cents)}`, value: cents })),
            { label: 'Other', value: -1 },
          ]}
        />
        <label className="field-label" htmlFor="tip-amount">
          Amount (USD)
        </label>
        <InputNumber<number>
          id="tip-amount"
          min={fromCents(MIN_CHARGE_CENTS)}
          max={fromCents(MAX_CHARGE_CENTS)}
          precision={2}
          value={amount}
          onChange={setAmount}
          status={valid ? undefined : 'error'}
          className="tip-dialog__amount"
        />
        {!valid && (
          <Typography.Text type="danger">
            A tip is between {formatMoney(MIN_CHARGE_CENTS)} and {formatMoney(MAX_CHARGE_CENTS)}.
          </Typography.Text>
        )}
        <label className="field-label" htmlFor="tip-message">
          Message (optional)
        </label>
        <Input.TextArea
          id="tip-message"
          rows={3}
          maxLength={MESSAGE_MAX}
          showCount
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={`Say something nice to ${creatorName}`}
        />
        <PaymentCheckout
          payLabel={`Send ${formatMoney(amountCents)} tip`}
          amountCents={amountCents}
          disabled={!valid}
          pay={(paymentMethodId, attempt) =>
            tip.mutateAsync({
              creatorId,
              amountCents: attempt.expectedAmountCents,
              message: message.trim(),
              paymentMethodId,
              attempt,
            })
          }
          successTitle="Tip sent"
          successDetail={`${creatorName} receives ${formatMoney(amountCents)}${message.trim() ? ' and your message' : ''}. Thank you!`}
        />
      </Flex>
    </Modal>
  );
}
