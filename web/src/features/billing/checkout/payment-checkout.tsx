import LockOutlined from '@ant-design/icons/LockOutlined';
import type { PaymentDto } from '@tessera/contracts';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useCheckoutConfig } from '../hooks/use-checkout-config';
import { PaymentMethodPicker } from './payment-method-picker';
import { PaymentProgress } from './payment-progress';
import { usePaymentFlow } from './use-payment-flow';

interface PaymentCheckoutProps {
  /** The pay button's text, e.g. "Subscribe for $9.99 a month". */
  payLabel: string;
  /** Starts the charge with the chosen saved method; `null` back means nothing had to be paid. */
  pay: (paymentMethodId: string) => Promise<PaymentDto | null>;
  successTitle: string;
  successDetail?: ReactNode;
  successActions?: ReactNode;
  onSucceeded?: (payment: PaymentDto | null) => void;
  disabled?: boolean;
}

/** Choose or add a card, pay, and follow the charge until the processor settles it. */
export function PaymentCheckout({
  payLabel,
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
      {choosing && (
        <>
          <PaymentMethodPicker config={config.data} value={methodId} onChange={setMethodId} />
          <Button
            type="primary"
            size="large"
            icon={<LockOutlined aria-hidden="true" />}
            disabled={disabled || !methodId}
            onClick={() => methodId && void flow.start(() => pay(methodId))}
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
