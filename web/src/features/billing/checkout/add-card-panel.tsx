import type { CheckoutConfigDto, PaymentMethodDto } from '@tessera/contracts';
import { Alert, Button, Flex, Radio, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAddPaymentMethod } from '../hooks/use-add-payment-method';

const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })),
);

type TestOutcome = CheckoutConfigDto['testPaymentMethods'][number]['outcome'];

const OUTCOME_TAGS: Record<TestOutcome, { label: string; color: string }> = {
  succeeds: { label: 'Succeeds', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  requires_authentication: { label: 'Asks for authentication', color: 'gold' },
  disputed: { label: 'Succeeds, then disputed', color: 'purple' },
};

interface AddCardPanelProps {
  config: CheckoutConfigDto;
  /** Make the new card the default one (the first card always becomes it). */
  makeDefault?: boolean;
  onAdded?: (method: PaymentMethodDto) => void;
}

/** Adds a card: Stripe Elements with real keys, Stripe's test payment methods locally. */
export function AddCardPanel({ config, makeDefault = false, onAdded }: AddCardPanelProps) {
  const add = useAddPaymentMethod();
  const [testId, setTestId] = useState(config.testPaymentMethods[0]?.id ?? '');

  const save = async (paymentMethodId: string) => {
    const method = await add.mutateAsync({ id: paymentMethodId, makeDefault });
    onAdded?.(method);
  };
  const failure = add.isError && (
    <Alert
      type="error"
      showIcon
      title="Failed to add payment method"
      description={add.error.message}
    />
  );

  if (config.mode === 'stripe') {
    if (!config.publishableKey) {
      return <Alert type="warning" showIcon title="Card payments are not configured" />;
    }
    return (
      <Flex vertical gap={12}>
        <Suspense fallback={<Skeleton.Input active block />}>
          <StripeCardForm
            publishableKey={config.publishableKey}
            onCreated={(id) => save(id).catch(() => undefined)}
          />
        </Suspense>
        {failure}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        This is a test checkout: pick one of the processor&apos;s test cards. No real card is
        charged.
      </Typography.Text>
      <Radio.Group
        className="method-options"
        value={testId}
        onChange={(event) => setTestId(event.target.value as string)}
        aria-label="Test cards"
      >
        {config.testPaymentMethods.map((method) => (
          <Radio key={method.id} value={method.id} className="method-option">
            <span className="method-option__label">{method.label}</span>
            <Tag color={OUTCOME_TAGS[method.outcome].color}>
              {OUTCOME_TAGS[method.outcome].label}
            </Tag>
          </Radio>
        ))}
      </Radio.Group>
      {failure}
      <Button
        type="primary"
        ghost
        disabled={!testId}
        loading={add.isPending}
        onClick={() => void save(testId).catch(() => undefined)}
      >
        Add card
      </Button>
    </Flex>
  );
}
