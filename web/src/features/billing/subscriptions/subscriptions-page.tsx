import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useShellDialogs } from '../../../app/shell-dialogs';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useSubscriptionStatus } from '../hooks/use-subscription-status';
import { SubscriptionCard } from './subscription-card';

/** `/subscriptions`: the platform plan and every creator subscription, to cancel or resume. */
export function SubscriptionsPage() {
  const status = useSubscriptionStatus();
  const { openPricing } = useShellDialogs();

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Your subscriptions
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        The creators you support and your plan. A canceled subscription stays active until its
        renewal date, and you can resume it until then.
      </Typography.Paragraph>
      {status.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {status.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your subscriptions could not be loaded"
          description={status.error.message}
          action={<Button onClick={() => void status.refetch()}>Try again</Button>}
        />
      )}
      {status.data && (
        <>
          <section aria-labelledby="plan-title">
            <Typography.Title level={2} id="plan-title" className="section-title">
              Your plan
            </Typography.Title>
            {status.data.plan ? (
              <SubscriptionCard subscription={status.data.plan} />
            ) : (
              <Card className="page-card">
                <Empty description="You are not on a paid plan.">
                  <Button type="primary" onClick={() => openPricing('subscriber')}>
                    View plans
                  </Button>
                </Empty>
              </Card>
            )}
          </section>
          <section aria-labelledby="creators-title">
            <Typography.Title level={2} id="creators-title" className="section-title">
              Creators you support
            </Typography.Title>
            {status.data.creatorSubscriptions.length === 0 ? (
              <Card className="page-card">
                <Empty description="You do not subscribe to any creator yet.">
                  <ButtonLink type="primary" to="/explore">
                    Explore creators
                  </ButtonLink>
                </Empty>
              </Card>
            ) : (
              status.data.creatorSubscriptions.map((subscription) => (
                <SubscriptionCard key={subscription.id} subscription={subscription} />
              ))
            )}
          </section>
        </>
      )}
    </div>
  );
}
