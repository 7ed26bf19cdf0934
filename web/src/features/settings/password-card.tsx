import { changePasswordRequestSchema } from '@tessera/contracts';
import { MESSAGES } from '@tessera/rules';
import { Alert, App, Button, Card, Form, Typography } from 'antd';
import { PasswordInput } from '../../components/forms/password-input';
import { schemaRule } from '../../lib/zod-form-rules';
import { useChangePassword } from './use-account-actions';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A new password; every other session and remembered device is signed out, this one stays. */
export function PasswordCard() {
  const change = useChangePassword();
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();

  const onFinish = ({ currentPassword, newPassword }: PasswordValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          notification.success({ title: 'Password changed', description: message });
          form.resetFields();
        },
      },
    );

  return (
    <Card title="Password" className="page-card">
      <Typography.Paragraph type="secondary">
        Changing your password signs you out on every other browser and device, and forgets the
        remembered ones. You stay signed in here.
      </Typography.Paragraph>
      {change.isError && <Alert type="error" showIcon title={change.error.message} role="alert" />}
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="settings-form"
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[schemaRule(changePasswordRequestSchema, 'currentPassword')]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          rules={[schemaRule(changePasswordRequestSchema, 'newPassword')]}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.passwordsDontMatch)),
            }),
          ]}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
