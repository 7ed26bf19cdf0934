import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Alert, Button, Flex, Progress, Result, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { PaymentFlow } from './use-payment-flow';

/** Grows towards 90 % while the processor answers; the outcome fills or replaces it. */
function useCreepingPercent(running: boolean): number {
  const [percent, setPercent] = useState(10);
  useEffect(() => {
    if (!running) return undefined;
    setPercent(10);
    const timer = setInterval(() => setPercent((value) => Math.min(90, value + 8)), 500);
    return () => clearInterval(timer);
  }, [running]);
  return percent;
}

interface PaymentProgressProps {
  flow: PaymentFlow;
  successTitle: string;
  successDetail?: ReactNode;
  /** Links or buttons under the success message. */
  successActions?: ReactNode;
}

/** Where a started charge stands: waiting, asking for authentication, paid or failed. */
export function PaymentProgress({
  flow,
  successTitle,
  successDetail,
  successActions,
}: PaymentProgressProps) {
  const waiting =
    flow.phase === 'starting' || flow.phase === 'processing' || flow.phase === 'authenticating';
  const percent = useCreepingPercent(waiting);

  if (waiting) {
    return (
      <div className="payment-progress" role="status" aria-live="polite">
        <Typography.Text strong>
          {flow.phase === 'starting' ? 'Starting your payment…' : 'Processing your payment…'}
        </Typography.Text>
        <Progress percent={percent} status="active" showInfo={false} />
        <Typography.Text type="secondary">
          We are waiting for the card processor to confirm the charge. This usually takes a few
          seconds; please keep this page open.
        </Typography.Text>
      </div>
    );
  }
  if (flow.phase === 'requires_action') {
    return (
      <Alert
        type="warning"
        showIcon
        icon={<SafetyCertificateOutlined />}
        className="payment-progress"
        title="Your bank asks you to confirm this payment"
        description={
          <Flex vertical gap={12} align="flex-start">
            <span>Nothing has been charged yet. Confirm the payment with your bank to finish.</span>
            <Flex gap={8} wrap>
              <Button type="primary" onClick={() => void flow.authenticate()}>
                Authenticate
              </Button>
              <Button onClick={flow.reset}>Use another card</Button>
            </Flex>
          </Flex>
        }
      />
    );
  }
  if (flow.phase === 'succeeded') {
    return (
      <Result
        status="success"
        className="payment-result"
        title={successTitle}
        subTitle={successDetail}
        extra={successActions}
      />
    );
  }
  if (flow.phase === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        className="payment-progress"
        title={flow.failure}
        description="Nothing was charged. Check the card or choose another one, then try again."
      />
    );
  }
  return null;
}
