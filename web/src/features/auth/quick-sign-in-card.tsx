import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import type { AuthSessionDto } from '@tessera/contracts';
import { MESSAGES, QUICK_SIGN_IN_REDIRECT_DELAY_MS } from '@tessera/rules';
import { useState } from 'react';
import { pushNotice } from '../../app/notices';
import { BasicButton } from '../../components/basic/basic-button';
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
  const deviceSignIn = useDeviceSignIn();
  const revokeDevice = useRevokeDevice();
  const [redirecting, setRedirecting] = useState(false);

  const signInAutomatically = () => {
    deviceSignIn.mutate(device.deviceToken, {
      onSuccess: ({ data }) => {
        saveDevice({ ...device, lastUsed: new Date().toISOString() });
        pushNotice({
          kind: 'success',
          title: MESSAGES.welcomeBack,
          description: `Signed in as ${device.email}`,
        });
        setRedirecting(true);
        setTimeout(() => onSignedIn(data), QUICK_SIGN_IN_REDIRECT_DELAY_MS);
      },
      onError: () => {
        forgetDevice();
        onForgotten();
        pushNotice({
          kind: 'error',
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
    <div className="basic-card quick-sign-in">
      <div className="quick-sign-in__account">
        <ThunderboltOutlined className="quick-sign-in__icon" />
        <div>
          <strong>{device.email}</strong>
          <br />
          <span className="basic-secondary">Last used {formatLastUsed(device.lastUsed)}</span>
        </div>
      </div>
      <div className="quick-sign-in__actions">
        <BasicButton
          variant="primary"
          onClick={signInAutomatically}
          loading={deviceSignIn.isPending || redirecting}
        >
          Sign in automatically
        </BasicButton>
        <BasicButton onClick={dismiss} disabled={deviceSignIn.isPending || redirecting}>
          Dismiss
        </BasicButton>
      </div>
    </div>
  );
}
