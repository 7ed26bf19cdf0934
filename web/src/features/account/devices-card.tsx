import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import type { RememberedDeviceSummaryDto } from '@tessera/contracts';
import { Alert, App, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useForgetDevice } from '../../hooks/use-forget-device';
import { useRememberedDevices } from '../../hooks/use-remembered-devices';
import { thisBrowserDeviceId } from './this-browser-device';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** When it was remembered, when it was last used, and from where, as far as the server knows. */
function deviceHistory(device: RememberedDeviceSummaryDto): string {
  const parts = [`Remembered ${formatDate(device.createdAt)}`];
  parts.push(device.lastUsedAt ? `last used ${formatDate(device.lastUsedAt)}` : 'not used since');
  if (device.ipAddress) parts.push(`from ${device.ipAddress}`);
  return parts.join(' · ');
}

interface DeviceRowProps {
  device: RememberedDeviceSummaryDto;
  isThisBrowser: boolean;
  revoking: boolean;
  onRevoke: () => void;
}

function DeviceRow({ device, isThisBrowser, revoking, onRevoke }: DeviceRowProps) {
  return (
    <li aria-label={device.label}>
      <Flex align="center" gap={12} justify="space-between" wrap>
        <Flex align="center" gap={12}>
          <DesktopOutlined aria-hidden />
          <div>
            <Typography.Text strong>{device.label}</Typography.Text>{' '}
            {isThisBrowser && <Tag color="blue">This browser</Tag>}
            <br />
            <Typography.Text type="secondary">{deviceHistory(device)}</Typography.Text>
          </div>
        </Flex>
        <Button danger onClick={onRevoke} loading={revoking} aria-label={`Revoke ${device.label}`}>
          Revoke
        </Button>
      </Flex>
    </li>
  );
}

/**
 * The browsers the user asked to remember for quick sign-in, each revocable: a lost or shared
 * computer stops signing in, and the sessions it started end.
 */
export function DevicesCard() {
  const devices = useRememberedDevices();
  const forget = useForgetDevice();
  const { notification } = App.useApp();
  const thisBrowser = thisBrowserDeviceId();

  const revoke = (device: RememberedDeviceSummaryDto) =>
    forget.mutate(device.id, {
      onSuccess: () =>
        notification.success({
          title: 'Device revoked',
          description: `${device.label} no longer signs in to your account.`,
        }),
      onError: (error) =>
        notification.error({
          title: 'The device could not be revoked',
          description: error.message,
        }),
    });

  return (
    <Card title="Devices" className="page-card">
      <Typography.Paragraph type="secondary">
        Browsers you asked us to remember sign you in with one click for 30 days. Revoke any you do
        not recognise; resetting your password revokes all of them.
      </Typography.Paragraph>
      {devices.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {devices.isError && (
        <Alert
          type="error"
          showIcon
          title="Your devices could not be loaded"
          description={devices.error.message}
          action={<Button onClick={() => void devices.refetch()}>Try again</Button>}
        />
      )}
      {devices.isSuccess && devices.data.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No remembered devices. Tick “Remember me” when you sign in to add this one."
        />
      )}
      {devices.isSuccess && devices.data.length > 0 && (
        <Flex
          vertical
          gap={16}
          component="ul"
          aria-label="Remembered devices"
          className="devices-list"
        >
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              isThisBrowser={device.id === thisBrowser}
              revoking={forget.isPending && forget.variables === device.id}
              onRevoke={() => revoke(device)}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}
