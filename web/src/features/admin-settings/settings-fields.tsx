import { UPLOAD_MEDIA_TYPES } from '@tessera/contracts';
import { Card, Form, Input, InputNumber, Select, Switch } from 'antd';

const MB = 1_048_576;

interface SwitchFieldProps {
  name: [string, string];
  label: string;
  help?: string;
}

function SwitchField({ name, label, help }: SwitchFieldProps) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" extra={help}>
      <Switch />
    </Form.Item>
  );
}

/** The settings form's groups; notifications hold nothing an admin sets here. */
export function SettingsFields() {
  return (
    <div className="admin-settings-groups">
      <Card title="General" size="small">
        <Form.Item
          name={['general', 'platformName']}
          label="Platform name"
          rules={[{ required: true }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name={['general', 'supportEmail']}
          label="Support email"
          rules={[{ required: true, type: 'email', message: 'Enter an email address' }]}
        >
          <Input type="email" />
        </Form.Item>
      </Card>
      <Card title="Features" size="small">
        <SwitchField name={['features', 'registrationOpen']} label="Registration open" />
        <SwitchField name={['features', 'tipsEnabled']} label="Tips" />
        <SwitchField
          name={['features', 'subscriptionsEnabled']}
          label="Subscriptions to creators"
          help="Platform plans stay on sale"
        />
        <SwitchField name={['features', 'messagingEnabled']} label="Messaging" />
        <SwitchField name={['features', 'liveStreamingEnabled']} label="Live streaming" />
      </Card>
      <Card title="Content" size="small">
        <SwitchField name={['content', 'moderationRequired']} label="Review before publication" />
        <SwitchField name={['content', 'autoApproval']} label="Approve new posts automatically" />
        <SwitchField
          name={['content', 'verificationRequiredToPublish']}
          label="Verified creators only publish"
          help="Unverified creators can still save drafts"
        />
        <Form.Item
          name={['content', 'maxUploadBytes']}
          label="Largest upload"
          getValueProps={(bytes: number) => ({ value: bytes / MB })}
          normalize={(megabytes: number | null) => Math.round((megabytes ?? 0) * MB)}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={2048} addonAfter="MB" />
        </Form.Item>
        <Form.Item
          name={['content', 'allowedTypes']}
          label="Allowed upload types"
          rules={[{ required: true, type: 'array', min: 1, message: 'Allow at least one type' }]}
        >
          <Select
            mode="multiple"
            options={UPLOAD_MEDIA_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
      </Card>
      <Card title="Payments" size="small">
        <SwitchField
          name={['payments', 'verificationRequiredForPayout']}
          label="Verified creators only are paid out"
          help="Unverified creators' payouts are held"
        />
      </Card>
      <Card title="Security" size="small">
        <SwitchField
          name={['security', 'emailVerificationRequired']}
          label="Email verification required"
        />
        <Form.Item
          name={['security', 'sessionTimeoutSeconds']}
          label="Session length"
          extra="For new sessions without “remember me”"
          rules={[{ required: true }]}
        >
          <InputNumber min={300} max={2_592_000} addonAfter="s" />
        </Form.Item>
      </Card>
    </div>
  );
}
