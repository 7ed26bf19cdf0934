import { Alert, App, Button, Flex, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { PasswordInput } from '../../components/forms/password-input';
import { useDisableTwoFactor } from './use-two-factor';

type ProofKind = 'code' | 'password';

/** Turning two-factor sign-in off takes a current code or the password. */
export function TurnOffTwoFactorForm({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const disable = useDisableTwoFactor();
  const { notification } = App.useApp();
  const [kind, setKind] = useState<ProofKind>('code');
  const [form] = Form.useForm<{ proof: string }>();

  const onFinish = ({ proof }: { proof: string }) =>
    disable.mutate(kind === 'code' ? { code: proof } : { password: proof }, {
      onSuccess: () =>
        notification.success({
          title: 'Two-factor sign-in is off',
          description: 'Signing in takes only your password now.',
        }),
      onError: () => form.resetFields(),
    });

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph>
        Signing in asks for a code from your authenticator app. Recovery codes left:{' '}
        <Typography.Text strong>{recoveryCodesLeft}</Typography.Text>
        {recoveryCodesLeft <= 2 && ' (turn it off and on again for a fresh set)'}.
      </Typography.Paragraph>
      <Typography.Text strong>Turn two-factor sign-in off</Typography.Text>
      <Segmented<ProofKind>
        aria-label="Confirm with"
        value={kind}
        onChange={(value) => {
          setKind(value);
          form.resetFields();
        }}
        options={[
          { label: 'Code from the app', value: 'code' },
          { label: 'Password', value: 'password' },
        ]}
      />
      {disable.isError && (
        <Alert type="error" showIcon title={disable.error.message} role="alert" />
      )}
      <Form<{ proof: string }> form={form} layout="inline" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={kind === 'code' ? 'Code' : 'Password'}
          name="proof"
          rules={[
            { required: true, message: kind === 'code' ? 'Enter a code' : 'Enter your password' },
          ]}
        >
          {kind === 'code' ? (
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
          ) : (
            <PasswordInput autoComplete="current-password" />
          )}
        </Form.Item>
        <Button danger htmlType="submit" loading={disable.isPending}>
          Turn off
        </Button>
      </Form>
    </Flex>
  );
}
