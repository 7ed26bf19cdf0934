import type { CreatorTierDto } from '@tessera/contracts';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useSaveCreatorTier } from '../hooks/use-save-creator-tier';
import {
  CONTENT_ACCESS_LABELS,
  EMPTY_TIER,
  formValuesOf,
  MAX_TIER_PRICE,
  MIN_TIER_PRICE,
  tierRequestOf,
  type TierFormValues,
} from './tier-form-values';

interface TierEditorDialogProps {
  /** The tier to edit; a new tier without one. */
  tier: CreatorTierDto | null;
  currency: string;
  onClose: () => void;
}

/** Creates or edits one of the creator's tiers; the price is typed in currency units. */
export function TierEditorDialog({ tier, currency, onClose }: TierEditorDialogProps) {
  const [form] = Form.useForm<TierFormValues>();
  const save = useSaveCreatorTier();

  const submit = (values: TierFormValues) =>
    save.mutate({ tierId: tier?.id, tier: tierRequestOf(values) }, { onSuccess: onClose });

  return (
    <Modal
      open
      title={tier ? `Edit ${tier.name}` : 'New tier'}
      okText={tier ? 'Save changes' : 'Create tier'}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'tier-editor' }}
      onCancel={onClose}
    >
      <Form<TierFormValues>
        id="tier-editor"
        form={form}
        layout="vertical"
        initialValues={tier ? formValuesOf(tier) : EMPTY_TIER}
        onFinish={submit}
        requiredMark="optional"
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Tier name is required' },
            { max: 60, message: 'Must be at most 60 characters' },
          ]}
        >
          <Input placeholder="e.g. Supporter" />
        </Form.Item>
        <Form.Item
          name="price"
          label={`Monthly price (${currency})`}
          extra="Type the amount, e.g. 9.99."
          rules={[
            { required: true, message: 'Price is required' },
            {
              type: 'number',
              min: MIN_TIER_PRICE,
              max: MAX_TIER_PRICE,
              message: `Price must be between ${MIN_TIER_PRICE.toFixed(2)} and ${MAX_TIER_PRICE.toFixed(2)}`,
            },
          ]}
        >
          <InputNumber<number> className="tier-editor__price" step={1} stringMode={false} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ max: 1000, message: 'Must be at most 1000 characters' }]}
        >
          <Input.TextArea rows={3} placeholder="What subscribers of this tier get" />
        </Form.Item>
        <Form.Item
          name="benefits"
          label="Benefits"
          extra="Press Enter after each benefit."
          rules={[{ type: 'array', max: 20, message: 'At most 20 benefits' }]}
        >
          <Select mode="tags" open={false} placeholder="e.g. Early access to new posts" />
        </Form.Item>
        <Form.Item name="contentAccess" label="Gives access to">
          <Select
            options={Object.entries(CONTENT_ACCESS_LABELS).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        </Form.Item>
        <Form.Item name="color" label="Colour">
          <Input type="color" className="tier-editor__color" />
        </Form.Item>
        {tier && (
          <Form.Item name="isActive" label="On sale" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
      {save.isError && (
        <Alert
          type="error"
          showIcon
          title="Failed to save the tier"
          description={save.error.message}
        />
      )}
    </Modal>
  );
}
