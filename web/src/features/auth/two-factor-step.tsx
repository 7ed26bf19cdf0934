import { type AuthSessionDto, isTwoFactorChallenge } from '@tessera/contracts';
import { MESSAGES } from '@tessera/rules';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useVerifyTwoFactor } from '../../hooks/use-verify-two-factor';

interface TwoFactorStepProps {
  challengeToken: string;
  onSignedIn: (auth: AuthSessionDto) => void;
  /** Back to the password form, for a sign-in that expired or went to the wrong account. */
  onCancel: () => void;
}

interface CodeValues {
  code: string;
}

/** The second step of signing in to an account with two-factor sign-in on. */
export function TwoFactorStep({ challengeToken, onSignedIn, onCancel }: TwoFactorStepProps) {
  const verify = useVerifyTwoFactor();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<CodeValues>();

  const onFinish = ({ code }: CodeValues) => {
    setError(null);
    const factor = useRecoveryCode ? { recoveryCode: code } : { code };
    verify.mutate(
      { challengeToken, ...factor },
      {
        onSuccess: ({ data }) => {
          if (!isTwoFactorChallenge(data)) onSignedIn(data);
        },
        onError: (failure) => {
          setError(failure.message || MESSAGES.loginFailedFallback);
          form.resetFields();
        },
      },
    );
  };

  const label = useRecoveryCode ? 'Recovery code' : 'Authentication code';
  return (
    <section aria-labelledby="two-factor-title">
      <Typography.Title level={2} id="two-factor-title" className="auth-card__step-title">
        Two-factor sign-in
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Tessera.'}
      </Typography.Paragraph>
      {error && (
        <Alert type="error" showIcon title={error} className="auth-card__notice" role="alert" />
      )}
      <Form<CodeValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={label}
          name="code"
          rules={[{ required: true, message: `Enter your ${label.toLowerCase()}` }]}
        >
          <Input
            size="large"
            autoFocus
            autoComplete="one-time-code"
            inputMode={useRecoveryCode ? 'text' : 'numeric'}
            maxLength={useRecoveryCode ? 16 : 7}
            placeholder={useRecoveryCode ? 'xxxxx-xxxxx' : '123456'}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
          Verify
        </Button>
      </Form>
      <Flex justify="space-between" wrap className="auth-card__row">
        <Button
          type="link"
          onClick={() => {
            setUseRecoveryCode(!useRecoveryCode);
            setError(null);
            form.resetFields();
          }}
        >
          {useRecoveryCode ? 'Use a code from the app' : 'Use a recovery code'}
        </Button>
        <Button type="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </Flex>
    </section>
  );
}
