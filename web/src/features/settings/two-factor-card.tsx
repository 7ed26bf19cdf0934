import type { TwoFactorSetupDto } from '@tessera/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TurnOffTwoFactorForm } from './turn-off-two-factor-form';
import { useEnableTwoFactor, useSetUpTwoFactor, useTwoFactorStatus } from './use-two-factor';

interface SetupProps {
  setup: TwoFactorSetupDto;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code and secret to add to an app, and the first code that proves it was added. */
function SetupStep({ setup, onEnabled, onCancel }: SetupProps) {
  const enable = useEnableTwoFactor();
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy, Microsoft
        Authenticator…), then enter the 6-digit code it shows.
      </Typography.Paragraph>
      <div className="two-factor__qr">
        <QRCodeSVG value={setup.otpauthUrl} size={176} title="QR code for your authenticator app" />
      </div>
      <Typography.Paragraph>
        Cannot scan it? Enter this key in the app instead:{' '}
        <Typography.Text code copyable>
          {setup.secret}
        </Typography.Text>
      </Typography.Paragraph>
      {enable.isError && <Alert type="error" showIcon title={enable.error.message} role="alert" />}
      <Form<{ code: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ code }) =>
          enable.mutate(code, {
            onSuccess: onEnabled,
            onError: () => form.resetFields(),
          })
        }
      >
        <Form.Item
          label="Code from the app"
          name="code"
          rules={[{ required: true, message: 'Enter the 6-digit code from your app' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            Turn on
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Flex>
      </Form>
    </Flex>
  );
}

/** Two-factor sign-in with an authenticator app: turned on with a QR code, or off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const setUp = useSetUpTwoFactor();
  const { notification } = App.useApp();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = () =>
    setUp.mutate(undefined, {
      onError: (error) =>
        notification.error({ title: 'Setup could not start', description: error.message }),
    });

  const enabled = status.data?.enabled === true;
  return (
    <Card
      title="Two-factor sign-in"
      className="page-card"
      extra={
        status.isSuccess && (
          <Tag color={enabled ? 'green' : 'default'}>{enabled ? 'On' : 'Off'}</Tag>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        With two-factor sign-in on, signing in takes your password and a code from an app on your
        phone, so a stolen password alone is not enough.
      </Typography.Paragraph>
      {status.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {status.isError && (
        <Alert
          type="error"
          showIcon
          title="Two-factor status could not be loaded"
          description={status.error.message}
        />
      )}
      {recoveryCodes && (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      )}
      {!recoveryCodes && status.isSuccess && enabled && (
        <TurnOffTwoFactorForm recoveryCodesLeft={status.data.recoveryCodesLeft} />
      )}
      {!recoveryCodes && status.isSuccess && !enabled && setUp.data && (
        <SetupStep
          setup={setUp.data}
          onEnabled={(codes) => {
            setRecoveryCodes(codes);
            setUp.reset();
          }}
          onCancel={() => setUp.reset()}
        />
      )}
      {!recoveryCodes && status.isSuccess && !enabled && !setUp.data && (
        <Button type="primary" onClick={start} loading={setUp.isPending}>
          Set up two-factor sign-in
        </Button>
      )}
    </Card>
  );
}
