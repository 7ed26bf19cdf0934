import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CheckoutConfigDto, PaymentMethodDto } from '@tessera/contracts';
import { Alert, Button, Flex, Radio, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { cardExpiry, cardLabel } from '../billing-format';
import { usePaymentMethods } from '../hooks/use-payment-methods';
import { AddCardPanel } from './add-card-panel';

interface PaymentMethodPickerProps {
  config: CheckoutConfigDto;
  /** The saved payment method to pay with. */
  value: string | null;
  onChange: (methodId: string | null) => void;
}

/** The saved cards to pay with, the default one chosen first, and a way to add another. */
export function PaymentMethodPicker({ config, value, onChange }: PaymentMethodPickerProps) {
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const saved = methods.data ?? [];

  useEffect(() => {
    if (!methods.data) return;
    if (value && methods.data.some((method) => method.id === value)) return;
    const preferred = methods.data.find((method) => method.isDefault) ?? methods.data[0];
    onChange(preferred?.id ?? null);
  }, [methods.data, value, onChange]);

  if (methods.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (methods.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your payment methods could not be loaded"
        description={methods.error.message}
        action={<Button onClick={() => void methods.refetch()}>Try again</Button>}
      />
    );
  }

  const added = (method: PaymentMethodDto) => {
    setAdding(false);
    onChange(method.id);
  };

  return (
    <Flex vertical gap={12} className="method-picker">
      <Typography.Text strong>Pay with</Typography.Text>
      {saved.length > 0 && (
        <Radio.Group
          className="method-options"
          value={value}
          onChange={(event) => onChange(event.target.value as string)}
          aria-label="Saved cards"
        >
          {saved.map((method) => (
            <Radio key={method.id} value={method.id} className="method-option">
              <CreditCardOutlined aria-hidden="true" />{' '}
              <span className="method-option__label">{cardLabel(method)}</span>
              <Typography.Text type="secondary" className="method-option__meta">
                Expires {cardExpiry(method)}
              </Typography.Text>
              {method.isDefault && <Tag>Default</Tag>}
            </Radio>
          ))}
        </Radio.Group>
      )}
      {saved.length === 0 || adding ? (
        <div className="add-card">
          <Typography.Text strong className="add-card__title">
            Add a card
          </Typography.Text>
          <AddCardPanel config={config} makeDefault={saved.length === 0} onAdded={added} />
        </div>
      ) : (
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} className="add-card__open">
          Add another card
        </Button>
      )}
    </Flex>
  );
}
