import {
  MAX_OFFER_CLAIMS,
  type OfferLinkDto,
  type UpdateOfferLinkRequestBody,
} from '@tessera/contracts';
import { Alert, Form, InputNumber, Modal, Select, Typography } from 'antd';
import { formatDay } from '../billing-format';
import { useUpdateOfferLink } from '../hooks/use-own-offer-links';
import { offerHeadline } from '../subscribe/checkout-terms';

interface OfferLinkEditDialogProps {
  link: OfferLinkDto;
  onClose: () => void;
}

interface OfferLinkEditValues {
  maxClaims: number;
  /** Days from now the link stays open; 0 keeps the current expiry. */
  openForDays: number;
}

const REOPEN_FOR_DAYS = [1, 7, 14, 30, 90] as const;
const DAY_MS = 86_400_000;

/** Only what changed, so keeping the expiry never sends one that may have passed meanwhile. */
export function offerLinkChangesOf(
  link: OfferLinkDto,
  values: OfferLinkEditValues,
  now = Date.now(),
): UpdateOfferLinkRequestBody {
  return {
    ...(values.maxClaims !== link.maxClaims ? { maxClaims: values.maxClaims } : {}),
    ...(values.openForDays > 0
      ? { expiresAt: new Date(now + values.openForDays * DAY_MS).toISOString() }
      : {}),
  };
}

/** Changes an active link's claim limit (never below the claims taken) and how long it is open. */
export function OfferLinkEditDialog({ link, onClose }: OfferLinkEditDialogProps) {
  const [form] = Form.useForm<OfferLinkEditValues>();
  const update = useUpdateOfferLink();
  const leastClaims = Math.max(1, link.claimsUsed);
  const expired = Date.parse(link.expiresAt) <= Date.now();

  const save = (values: OfferLinkEditValues) => {
    const body = offerLinkChangesOf(link, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate({ code: link.code, body }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={`Edit ${offerHeadline(link)}`}
      okText="Save changes"
      okButtonProps={{
        loading: update.isPending,
        htmlType: 'submit',
        form: 'offer-link-edit-form',
      }}
      onCancel={onClose}
    >
      <Form<OfferLinkEditValues>
        id="offer-link-edit-form"
        form={form}
        layout="vertical"
        initialValues={{ maxClaims: link.maxClaims, openForDays: expired ? 30 : 0 }}
        onFinish={save}
      >
        <Form.Item
          name="maxClaims"
          label="How many fans can claim it"
          extra={`${link.claimsUsed} claimed so far: the limit cannot be lower.`}
          rules={[{ required: true, message: 'A limit is required' }]}
        >
          <InputNumber<number> min={leastClaims} max={MAX_OFFER_CLAIMS} precision={0} />
        </Form.Item>
        <Form.Item name="openForDays" label="Open until">
          <Select
            options={[
              ...(expired ? [] : [{ value: 0, label: `Keep ${formatDay(link.expiresAt)}` }]),
              ...REOPEN_FOR_DAYS.map((days) => ({
                value: days,
                label: days === 1 ? '1 day from now' : `${days} days from now`,
              })),
            ]}
          />
        </Form.Item>
        {expired && (
          <Typography.Paragraph type="secondary">
            This link has expired; a new date opens it again.
          </Typography.Paragraph>
        )}
        {update.error && <Alert type="error" showIcon title={update.error.message} />}
      </Form>
    </Modal>
  );
}
