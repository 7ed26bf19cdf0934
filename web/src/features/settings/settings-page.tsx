import { Flex, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DevicesCard } from '../account/devices-card';
import { AccountCard } from './account-card';
import { EmailCard } from './email-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { PrivacyPreferencesCard } from './privacy-preferences-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * The account's security (two-factor sign-in, password, sessions), its notification and privacy
 * preferences, and the account itself.
 */
export function AccountSettingsPage() {
  return (
    <div className="page settings-page">
      <Typography.Title level={1}>Settings</Typography.Title>
      <Typography.Paragraph type="secondary">
        Your name, photo and bio are on <Link to="/profile">your profile</Link>.
      </Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'security',
            label: 'Security',
            children: (
              <Flex vertical gap={24}>
                <TwoFactorCard />
                <PasskeysCard />
                <PasswordCard />
                <SessionsCard />
                <DevicesCard />
              </Flex>
            ),
          },
          {
            key: 'notifications',
            label: 'Notifications',
            children: <NotificationPreferencesCard />,
          },
          { key: 'privacy', label: 'Privacy', children: <PrivacyPreferencesCard /> },
          {
            key: 'account',
            label: 'Account',
            children: (
              <Flex vertical gap={24}>
                <EmailCard />
                <AccountCard />
              </Flex>
            ),
          },
        ]}
      />
    </div>
  );
}
