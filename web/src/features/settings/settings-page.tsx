import { Flex, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DevicesCard } from '../account/devices-card';
import { AccountCard } from './account-card';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The account's security (two-factor sign-in, password, sessions) and the account itself. */
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
                <PasswordCard />
                <SessionsCard />
                <DevicesCard />
              </Flex>
            ),
          },
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
