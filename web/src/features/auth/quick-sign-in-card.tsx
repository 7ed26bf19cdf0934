import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import type { AuthSessionDto } from '@tessera/contracts';
import { MESSAGES, QUICK_SIGN_IN_REDIRECT_DELAY_MS } from '@tessera/rules';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useDeviceSignIn } from '../../hooks/use-device-sign-in';
import { useRevokeDevice } from '../../hooks/use-revoke-device';
import { forgetDevice, saveDevice, type SavedDevice } from './quick-sign-in-storage';

interface QuickSignInCardProps {
  device: SavedDevice;
  onSignedIn: (auth: AuthSessionDto) => void;
  onForgotten: () => void;
}

function formatLastUsed(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'unknown'
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** One-click sign-in on a device the person asked us to remember. */
export function QuickSignInCard({ device, onSignedIn, onForgotten }: QuickSignInCardProps) {
  const { notification } = App.useApp();
  const deviceSignIn = useDeviceSignIn();
  const revokeDevice = useRevokeDevice();
  const [redirecting, setRedirecting] = useState(false);

  const signInAutomatically = () => {
    deviceSignIn.mutate(device.deviceToken, {
      onSuccess: ({ data }) => {
        saveDevice({ ...device, lastUsed: new Date().toISOString() });
        notification.success({
          title: MESSAGES.welcomeBack,
          description: `Signed in as ${device.email}`,
        });
        setRedirecting(true);
        setTimeout(() => onSignedIn(data), QUICK_SIGN_IN_REDIRECT_DELAY_MS);
      },
      onError: () => {
        forgetDevice();
        onForgotten();
        notification.error({
          title: MESSAGES.autoLoginFailedTitle,
          description: MESSAGES.signInManually,
        });
      },
    });
  };

  const dismiss = () => {
    revokeDevice.mutate(device.deviceToken);
    forgetDevice();
    onForgotten();
  };

  return (
    <Card className="quick-sign-in" size="small">
      <Flex vertical gap={12}>
        <Flex align="center" gap={10}>
          <ThunderboltOutlined className="quick-sign-in__icon" />
          <div>
            <Typography.Text strong>{device.email}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              Last used {formatLastUsed(device.lastUsed)}
            </Typography.Text>
          </div>
        </Flex>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            onClick={signInAutomatically}
            loading={deviceSignIn.isPending || redirecting}
          >
            Sign in automatically
          </Button>
          <Button onClick={dismiss} disabled={deviceSignIn.isPending || redirecting}>
            Dismiss
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
