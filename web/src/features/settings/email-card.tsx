import { emailSchema } from '@tessera/rules';
import { z } from 'zod';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { PasswordInput } from '../../components/forms/password-input';
import { schemaRule } from '../../lib/zod-form-rules';
import { useSession } from '../../session/session-context';
import { useRequestEmailChange } from './use-account-actions';
import { useTwoFactorStatus } from './use-two-factor';

interface EmailValues {
  newEmail: string;
  proof: string;
}

const newEmailRule = schemaRule(z.object({ newEmail: emailSchema }), 'newEmail');

/** A new email address, confirmed from its own inbox before it replaces the current one. */
export function EmailCard() {
  const { user } = useSession();
  const change = useRequestEmailChange();
  const twoFactor = useTwoFactorStatus();
  const withCode = twoFactor.data?.enabled === true;
  const [form] = Form.useForm<EmailValues>();

  const onFinish = ({ newEmail, proof }: EmailValues) =>
    change.mutate(
      withCode
        ? { newEmail: newEmail.trim(), code: proof }
        : { newEmail: newEmail.trim(), password: proof },
      { onSuccess: () => form.resetFields() },
    );

  return (
    <Card title="Email address" className="page-card">
      <Typography.Paragraph type="secondary">
        Mails go to <Typography.Text strong>{user?.email}</Typography.Text>. A new address takes
        over once you open the link we send to it; the current one is told about the change.
      </Typography.Paragraph>
      {change.isSuccess && (
        <Alert type="success" showIcon title={change.data.message} role="status" />
      )}
      {change.isError && <Alert type="error" showIcon title={change.error.message} role="alert" />}
      <Form<EmailValues>
        form={form}
        name="change-email"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="settings-form"
      >
        <Form.Item label="New email address" name="newEmail" rules={[newEmailRule]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={withCode ? 'Code from your authenticator app' : 'Current password'}
          name="proof"
          rules={[{ required: true, message: withCode ? 'Enter a code' : 'Enter your password' }]}
        >
          {withCode ? (
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
          ) : (
            <PasswordInput autoComplete="current-password" />
          )}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Send confirmation link
        </Button>
      </Form>
    </Card>
  );
}
