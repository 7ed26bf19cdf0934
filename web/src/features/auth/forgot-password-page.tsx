import MailOutlined from '@ant-design/icons/MailOutlined';
import { emailSchema } from '@tessera/rules';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPassword } from '../../hooks/use-forgot-password';
import { schemaRule } from '../../lib/zod-form-rules';
import { z } from 'zod';
import { AuthLayout } from './auth-layout';
import { useLiveValidation } from '../../lib/use-live-validation';

const forgotPasswordForm = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const liveValidation = useLiveValidation();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);

  if (sentTo) {
    return (
      <AuthLayout title="Check your inbox">
        <Result
          icon={<MailOutlined />}
          title="Reset link on its way"
          subTitle={
            sentTo.message ||
            `If an account exists for ${sentTo.email}, we have emailed a link to reset the password.`
          }
          extra={<Link to="/login">Back to sign in</Link>}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a reset link."
    >
      {forgotPassword.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="auth-card__notice"
          title={forgotPassword.error.message}
        />
      )}
      <Form<{ email: string }>
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        noValidate
        {...liveValidation}
        onFinish={({ email }) =>
          forgotPassword.mutate(email.trim(), {
            onSuccess: (response) => setSentTo({ email, message: response.message ?? '' }),
          })
        }
      >
        <Form.Item label="Email" name="email" rules={[schemaRule(forgotPasswordForm, 'email')]}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={forgotPassword.isPending}
        >
          Send reset link
        </Button>
      </Form>
      <Typography.Paragraph className="auth-card__switch">
        Remembered it? <Link to="/login">Sign in</Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
