import { MESSAGES, newPasswordSchema } from '@tessera/rules';
import { Alert, Button, Form, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { PasswordInput } from '../../components/forms/password-input';
import { ButtonLink } from '../../components/navigation/button-link';
import { useResetPassword } from '../../hooks/use-reset-password';
import { schemaRule } from '../../lib/zod-form-rules';
import { AuthLayout } from './auth-layout';
import { useLiveValidation } from '../../lib/use-live-validation';

const resetForm = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const liveValidation = useLiveValidation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resetPassword = useResetPassword();

  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <Result
          status="warning"
          title="This reset link is incomplete"
          subTitle="Open the link from your email again, or ask for a new one."
          extra={
            <ButtonLink to="/forgot-password" type="primary">
              Request a new link
            </ButtonLink>
          }
        />
      </AuthLayout>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthLayout title="Password updated">
        <Result
          status="success"
          title="Your password has been changed"
          subTitle="Sign in with your new password."
          extra={
            <ButtonLink to="/login" type="primary">
              Sign in
            </ButtonLink>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Use at least eight characters you have not used here before."
    >
      {resetPassword.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="auth-card__notice"
          title={resetPassword.error.message}
          description={<Link to="/forgot-password">Request a new reset link</Link>}
        />
      )}
      <Form<ResetValues>
        name="reset-password"
        layout="vertical"
        requiredMark={false}
        noValidate
        {...liveValidation}
        onFinish={({ password }) => resetPassword.mutate({ token, password })}
      >
        <Form.Item label="New password" name="password" rules={[schemaRule(resetForm, 'password')]}>
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[schemaRule(resetForm, 'confirmPassword')]}
        >
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={resetPassword.isPending}
        >
          Update password
        </Button>
      </Form>
    </AuthLayout>
  );
}
