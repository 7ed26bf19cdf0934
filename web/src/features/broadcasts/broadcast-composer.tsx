import SendOutlined from '@ant-design/icons/SendOutlined';
import type { BroadcastAudience, CreatorTierDto } from '@tessera/contracts';
import { MAX_MESSAGE_LENGTH } from '@tessera/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Radio,
  Typography,
} from 'antd';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useSendBroadcast } from './use-send-broadcast';

interface ComposerValues {
  audience: BroadcastAudience['type'];
  tierIds?: string[];
  content: string;
  timing: 'now' | 'later';
  /** The picker's value: a date-time object whose `toDate()` gives the moment. */
  scheduledAt?: { toDate(): Date };
}

const INITIAL: Partial<ComposerValues> = { audience: 'all', timing: 'now', content: '' };

/** A broadcast can be scheduled from a minute ahead, so it is still in the future when it lands. */
const MIN_LEAD_MS = 60_000;

/** The request a filled-in form stands for. */
export function broadcastRequestOf(values: ComposerValues) {
  return {
    content: values.content,
    audience:
      values.audience === 'tiers'
        ? { type: 'tiers' as const, tierIds: values.tierIds ?? [] }
        : { type: 'all' as const },
    ...(values.timing === 'later' && values.scheduledAt
      ? { scheduledAt: values.scheduledAt.toDate().toISOString() }
      : {}),
  };
}

/**
 * Writes one message to all subscribers or some tiers, sent now or at a chosen time. A refusal
 * (such as the plan's daily bulk limit) is shown in the words the server gives.
 */
export function BroadcastComposer({ tiers }: { tiers: CreatorTierDto[] }) {
  const [form] = Form.useForm<ComposerValues>();
  const audience = Form.useWatch('audience', form);
  const timing = Form.useWatch('timing', form);
  const send = useSendBroadcast();
  const { message } = App.useApp();

  const submit = (values: ComposerValues) =>
    send.mutate(broadcastRequestOf(values), {
      onSuccess: (sent) => {
        form.resetFields();
        void message.success(
          sent.status === 'scheduled' ? 'Broadcast scheduled' : 'Broadcast on its way',
        );
      },
    });

  const denied = send.error && isApiError(send.error) && send.error.status === 403;
  return (
    <Card className="page-card broadcast-composer" title="New broadcast">
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={submit}>
        <Form.Item name="audience" label="Audience">
          <Radio.Group
            options={[
              { value: 'all', label: 'All subscribers' },
              { value: 'tiers', label: 'Chosen tiers', disabled: tiers.length === 0 },
            ]}
          />
        </Form.Item>
        {audience === 'tiers' && (
          <Form.Item
            name="tierIds"
            label="Tiers"
            rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one tier' }]}
          >
            <Checkbox.Group
              className="broadcast-composer__tiers"
              options={tiers.map((tier) => ({ value: tier.id, label: tier.name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="content"
          label="Message"
          rules={[{ required: true, whitespace: true, message: 'Message content is required' }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={MAX_MESSAGE_LENGTH}
            showCount
            placeholder="Write to your subscribers…"
          />
        </Form.Item>
        <Form.Item name="timing" label="When">
          <Radio.Group
            options={[
              { value: 'now', label: 'Send now' },
              { value: 'later', label: 'Schedule' },
            ]}
          />
        </Form.Item>
        {timing === 'later' && (
          <Form.Item
            name="scheduledAt"
            label="Send at"
            rules={[
              { required: true, message: 'Choose when to send it' },
              {
                validator: async (_, value?: { toDate(): Date }) => {
                  if (value && value.toDate().getTime() < Date.now() + MIN_LEAD_MS) {
                    throw new Error('Choose a time at least a minute from now');
                  }
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder="Pick a date and time"
              className="broadcast-composer__picker"
              disabledDate={(day) => day.endOf('day').valueOf() < Date.now()}
            />
          </Form.Item>
        )}
        {send.error && (
          <Alert
            type="error"
            showIcon
            className="broadcast-composer__alert"
            title={send.error.message}
            description={
              denied ? (
                <Typography.Text>
                  <Link to="/subscription">See plans with more bulk messages</Link>
                </Typography.Text>
              ) : undefined
            }
          />
        )}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          {timing === 'later' ? 'Schedule broadcast' : 'Send broadcast'}
        </Button>
      </Form>
    </Card>
  );
}
