import {
  type CreateOfferLinkRequestBody,
  type CreatorTierDto,
  MAX_OFFER_CLAIMS,
  MAX_OFFER_DISCOUNT_PERCENT,
  TRIAL_DAYS,
} from '@tessera/contracts';
import { Alert, Form, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useCreateOfferLink } from '../hooks/use-own-offer-links';

interface OfferLinkDialogProps {
  tier: CreatorTierDto;
  onClose: () => void;
}

interface OfferLinkFormValues {
  kind: 'trial' | 'discount';
  trialDays: (typeof TRIAL_DAYS)[number];
  discountPercent: number;
  maxClaims: number;
  openForDays: number;
}

const OPEN_FOR_DAYS = [1, 7, 14, 30, 90] as const;
const DAY_MS = 86_400_000;

export function offerLinkRequestOf(
  tierId: string,
  values: OfferLinkFormValues,
  now = Date.now(),
): CreateOfferLinkRequestBody {
  const limits = {
    tierId,
    maxClaims: values.maxClaims,
    expiresAt: new Date(now + values.openForDays * DAY_MS).toISOString(),
  };
  return values.kind === 'trial'
    ? { kind: 'trial', trialDays: values.trialDays, ...limits }
    : { kind: 'discount', discountPercent: values.discountPercent, ...limits };
}

/** A new free-trial or promotion link for one tier, with its claim limit and how long it is open. */
export function OfferLinkDialog({ tier, onClose }: OfferLinkDialogProps) {
  const [form] = Form.useForm<OfferLinkFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'trial';
  const create = useCreateOfferLink();
  // One key per dialog: a second click on Create answers the link the first one made.
  const [idempotencyKey] = useState(() => crypto.randomUUID().replaceAll('-', ''));

  return (
    <Modal
      open
      title={`New offer link for ${tier.name}`}
      okText="Create link"
      okButtonProps={{ loading: create.isPending, htmlType: 'submit', form: 'offer-link-form' }}
      onCancel={onClose}
    >
      <Form<OfferLinkFormValues>
        id="offer-link-form"
        form={form}
        layout="vertical"
        initialValues={{
          kind: 'trial',
          trialDays: 7,
          discountPercent: 50,
          maxClaims: 100,
          openForDays: 30,
        }}
        onFinish={(values) =>
          create.mutate(
            { body: offerLinkRequestOf(tier.id, values), idempotencyKey },
            { onSuccess: onClose },
          )
        }
      >
        <Form.Item name="kind" label="Offer">
          <Radio.Group
            options={[
              { value: 'trial', label: 'Free trial' },
              { value: 'discount', label: 'First month at a discount' },
            ]}
          />
        </Form.Item>
        {kind === 'trial' ? (
          <Form.Item name="trialDays" label="Trial length">
            <Select options={TRIAL_DAYS.map((days) => ({ value: days, label: `${days} days` }))} />
          </Form.Item>
        ) : (
          <Form.Item
            name="discountPercent"
            label="Discount on the first month"
            rules={[{ required: true, message: 'Discount is required' }]}
          >
            <InputNumber<number>
              min={1}
              max={MAX_OFFER_DISCOUNT_PERCENT}
              precision={0}
              suffix="% off"
            />
          </Form.Item>
        )}
        <Form.Item
          name="maxClaims"
          label="How many fans can claim it"
          rules={[{ required: true, message: 'A limit is required' }]}
        >
          <InputNumber<number> min={1} max={MAX_OFFER_CLAIMS} precision={0} />
        </Form.Item>
        <Form.Item name="openForDays" label="Open for">
          <Select
            options={OPEN_FOR_DAYS.map((days) => ({
              value: days,
              label: days === 1 ? '1 day' : `${days} days`,
            }))}
          />
        </Form.Item>
        {create.error && <Alert type="error" showIcon title={create.error.message} />}
      </Form>
    </Modal>
  );
}
