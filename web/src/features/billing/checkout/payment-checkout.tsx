import LockOutlined from '@ant-design/icons/LockOutlined';
import type { PaymentDto } from '@tessera/contracts';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useCheckoutConfig } from '../hooks/use-checkout-config';
import {
  type ChangedPrice,
  type CheckoutAttempt,
  CheckoutAttempts,
  changedPriceOf,
} from './checkout-attempt';
import { PaymentMethodPicker } from './payment-method-picker';
import { PaymentProgress } from './payment-progress';
import { PriceChangeNotice } from './price-change-notice';
import { CheckoutPaused, usePaymentFlow } from './use-payment-flow';

interface PaymentCheckoutProps {
  /** The pay button's text, e.g. "Subscribe for $9.99 a month". */
  payLabel: string;
  /** The price shown to the buyer, in cents: the server refuses to charge any other. */
  amountCents: number;
  /**
   * Starts the charge with the chosen saved method under `attempt` (its idempotency key and the
   * price the buyer accepted); `null` back means nothing had to be paid.
   */
  pay: (paymentMethodId: string, attempt: CheckoutAttempt) => Promise<PaymentDto | null>;
  successTitle: string;
  successDetail?: ReactNode;
  successActions?: ReactNode;
  onSucceeded?: (payment: PaymentDto | null) => void;
  disabled?: boolean;
}

/** Choose or add a card, pay, and follow the charge until the processor settles it. */
export function PaymentCheckout({
  payLabel,
  amountCents,
  pay,
  successTitle,
  successDetail,
  successActions,
  onSucceeded,
  disabled = false,
}: PaymentCheckoutProps) {
  const config = useCheckoutConfig();
  const flow = usePaymentFlow(config.data, onSucceeded);
  const [methodId, setMethodId] = useState<string | null>(null);
  const attempts = useRef(new CheckoutAttempts()).current;
  const [changed, setChanged] = useState<ChangedPrice | null>(null);

  /** One purchase at the price the buyer accepted; a changed price stops to ask them again. */
  const purchase = (paymentMethodId: string, expectedAmountCents: number) =>
    flow.start(async () => {
      setChanged(null);
      const idempotencyKey = attempts.keyFor(`${paymentMethodId}:${expectedAmountCents}`);
      try {
        const started = await pay(paymentMethodId, { idempotencyKey, expectedAmountCents });
        attempts.finish();
        return started;
      } catch (error) {
        const price = changedPriceOf(error);
        if (!price) throw error;
        setChanged(price);
        throw new CheckoutPaused();
      }
    });

  if (config.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (config.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Checkout is unavailable right now"
        description={config.error.message}
        action={<Button onClick={() => void config.refetch()}>Try again</Button>}
      />
    );
  }

  const choosing = flow.phase === 'idle' || flow.phase === 'failed';
  return (
    <Flex vertical gap={16} className="payment-checkout">
      {flow.phase !== 'idle' && (
        <PaymentProgress
          flow={flow}
          successTitle={successTitle}
          successDetail={successDetail}
          successActions={successActions}
        />
      )}
      {changed && methodId && (
        <PriceChangeNotice
          shownCents={amountCents}
          changed={changed}
          onConfirm={() => void purchase(methodId, changed.currentAmountCents)}
          onDismiss={() => setChanged(null)}
        />
      )}
      {choosing && !changed && (
        <>
          <PaymentMethodPicker config={config.data} value={methodId} onChange={setMethodId} />
          <Button
            type="primary"
            size="large"
            icon={<LockOutlined aria-hidden="true" />}
            disabled={disabled || !methodId}
            onClick={() => methodId && void purchase(methodId, amountCents)}
          >
            {payLabel}
          </Button>
          <Typography.Text type="secondary" className="payment-checkout__note">
            Payments are processed by Stripe. We keep only the card brand, its last four digits and
            its expiry date.
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
