import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Alert, Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useThemeMode } from '../../../theme/theme-provider';
import { loadStripeFor } from './stripe-loader';

interface StripeCardFormProps {
  publishableKey: string;
  /** Called with the processor's payment method id; the card number never leaves Stripe. */
  onCreated: (paymentMethodId: string) => Promise<void>;
}

function CardFields({ onCreated }: Pick<StripeCardFormProps, 'onCreated'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { resolved } = useThemeMode();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (result.error) setError(result.error.message ?? 'The card could not be saved');
      else await onCreated(result.paymentMethod.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <div className="stripe-card-field">
        <CardElement
          options={{
            hidePostalCode: true,
            style: {
              base: {
                fontSize: '16px',
                color: resolved === 'dark' ? '#f1f5f9' : '#1d3557',
                '::placeholder': { color: resolved === 'dark' ? '#94a3b8' : '#64748b' },
              },
            },
          }}
        />
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      <Button type="primary" ghost loading={busy} disabled={!stripe} onClick={() => void save()}>
        Save card
      </Button>
    </Flex>
  );
}

/** Stripe Elements' card field: Stripe creates the payment method, we keep only its id. */
export function StripeCardForm({ publishableKey, onCreated }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardFields onCreated={onCreated} />
    </Elements>
  );
}
