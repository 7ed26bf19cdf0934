import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { NotificationSettingsPanel } from '../notifications/notification-settings-panel';

/**
 * Notification preferences in settings: the same panel, and the same saved settings, as the
 * notifications page's Settings tab, so there is one place the rules live.
 */
export function NotificationPreferencesCard() {
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">
        How and when Tessera tells you about new messages, subscribers and more. Your notifications
        themselves are on the <Link to="/notifications">notifications page</Link>.
      </Typography.Paragraph>
      <NotificationSettingsPanel />
    </Flex>
  );
}
