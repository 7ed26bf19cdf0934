import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { needsSetup } from '@tessera/rules';
import { Alert, App, Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { ButtonLink } from '../../components/navigation/button-link';
import { useProfile } from '../../hooks/use-profile';
import { useResendVerification } from '../../hooks/use-resend-verification';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { ContentCountsCard } from '../content/studio/content-counts-card';
import { AccountSummary } from './account-summary';

interface NextStep {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}

export function DashboardPage() {
  const { user } = useSession();
  useProfile();
  const resend = useResendVerification();
  const { openPricing } = useShellDialogs();
  const { notification } = App.useApp();
  if (!user) return null;
  const isCreator = userHasRole(user, 'creator');

  const steps: NextStep[] = [
    isCreator
      ? {
          key: 'studio',
          icon: <AppstoreOutlined />,
          title: 'Creator Studio',
          text: 'Your posts, how they do, and your creator tools.',
          action: <ButtonLink to="/creator-dashboard">Open Creator Studio</ButtonLink>,
        }
      : {
          key: 'explore',
          icon: <CompassOutlined />,
          title: 'Find creators',
          text: 'Browse creators and follow the ones you love.',
          action: <ButtonLink to="/explore">Explore</ButtonLink>,
        },
    {
      key: 'plans',
      icon: <CrownOutlined />,
      title: 'Plans',
      text: isCreator
        ? 'Lower fees, live streaming and more.'
        : 'Unlock premium posts and messaging.',
      action: (
        <Button onClick={() => openPricing(isCreator ? 'creator' : 'subscriber')}>
          Compare plans
        </Button>
      ),
    },
    {
      key: 'help',
      icon: <QuestionCircleOutlined />,
      title: 'Help centre',
      text: 'Guides for every part of Tessera.',
      action: <ButtonLink to="/help">Get help</ButtonLink>,
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Welcome, {user.displayName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Here is your account at a glance.
      </Typography.Paragraph>

      {needsSetup(user) && (
        <Alert
          className="page-alert"
          type="info"
          showIcon
          title="Finish setting up your profile"
          description="Add a bio and a picture so people recognise you."
          action={
            <ButtonLink to="/setup" type="primary" size="small">
              Set up profile
            </ButtonLink>
          }
        />
      )}
      {!user.emailVerified && (
        <Alert
          className="page-alert"
          type="warning"
          showIcon
          title="Please verify your email"
          description={`We sent a link to ${user.email}.`}
          action={
            <Button
              size="small"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () =>
                    notification.success({
                      title: 'Email sent',
                      description: `Check ${user.email}.`,
                    }),
                  onError: (error) =>
                    notification.error({
                      title: 'Could not send email',
                      description: error.message,
                    }),
                })
              }
            >
              Resend email
            </Button>
          }
        />
      )}

      <Card
        title="Your account"
        className="page-card"
        extra={<Link to="/profile">Edit profile</Link>}
      >
        <AccountSummary user={user} />
      </Card>

      {isCreator && <ContentCountsCard />}

      <div className="next-steps">
        {steps.map((step) => (
          <Card key={step.key} className="next-step">
            <span className="next-step__icon" aria-hidden="true">
              {step.icon}
            </span>
            <Typography.Title level={2} className="next-step__title">
              {step.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{step.text}</Typography.Paragraph>
            {step.action}
          </Card>
        ))}
      </div>

      <Card className="page-card page-card--muted">
        <Typography.Title level={2} className="page-card__title">
          Activity
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {isCreator ? (
            <>
              Your earnings and payouts are on <Link to="/earnings">Earnings</Link>, your
              subscribers and tiers in <Link to="/creator-dashboard">Creator Studio</Link>.
            </>
          ) : (
            <>
              The creators you support are on <Link to="/subscriptions">Subscriptions</Link>, your
              payments and cards on <Link to="/billing">Billing</Link>.
            </>
          )}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
