import { lastSeenText, onlineStatusDisplay } from '@tessera/rules';
import { Typography } from 'antd';
import { useOnlineStatus } from '../../hooks/use-online-status';

/** Under a direct conversation's title: the other person's status, or when they were last seen. */
export function PeerPresence({ userId }: { userId: string }) {
  const status = useOnlineStatus(userId).data;
  if (!status) return null;
  const text =
    status.status !== 'OFFLINE'
      ? onlineStatusDisplay(status.status).label
      : status.lastSeen
        ? `Last seen ${lastSeenText(status.lastSeen, new Date()).toLowerCase()}`
        : 'Offline';
  return (
    <Typography.Text
      type="secondary"
      className={`peer-presence peer-presence--${status.status.toLowerCase()}`}
    >
      {text}
    </Typography.Text>
  );
}
