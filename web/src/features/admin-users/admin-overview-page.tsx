import type { AdminOverviewDto } from '@tessera/contracts';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAdminOverview } from '../../hooks/use-admin-overview';
import { LineChart } from '../content/charts/line-chart';
import { AppealsPanel } from './appeals-panel';

interface CountCard {
  title: string;
  value: number | null;
  to: string;
}

function countCards(overview: AdminOverviewDto): CountCard[] {
  return [
    { title: 'Posts awaiting review', value: overview.postsAwaitingReview, to: '/admin/content' },
    { title: 'Open reports', value: overview.openReports, to: '/admin/content' },
    {
      title: 'Verifications waiting',
      value: overview.pendingVerifications,
      to: '/admin/credentials',
    },
    { title: 'Open tickets', value: overview.openTickets, to: '/admin/support' },
    { title: 'Open incidents', value: overview.openIncidents, to: '/admin/system' },
    { title: 'Open appeals', value: overview.openAppeals, to: '/admin#appeals' },
    { title: 'Pending accounts', value: overview.usersByStatus.pending, to: '/admin/users' },
    { title: 'Suspended', value: overview.usersByStatus.suspended, to: '/admin/users' },
    { title: 'Banned', value: overview.usersByStatus.banned, to: '/admin/users' },
  ];
}

const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** What waits for admins, at a glance, and how fast the platform grows. */
export function AdminOverviewPage() {
  const overview = useAdminOverview();

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Administration
      </Typography.Title>
      {overview.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {overview.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="The overview could not be loaded"
          description={overview.error.message}
          action={<Button onClick={() => void overview.refetch()}>Try again</Button>}
        />
      )}
      {overview.isSuccess && (
        <>
          <Row gutter={[16, 16]}>
            {countCards(overview.data).map((card) => (
              <Col key={card.title} xs={12} md={6}>
                <Card size="small" className="admin-count">
                  <Link to={card.to}>
                    <Statistic
                      title={card.title}
                      value={card.value ?? '—'}
                      aria-label={
                        card.value === null ? `${card.title}: not counted yet` : undefined
                      }
                    />
                  </Link>
                  {card.value === null && (
                    <Typography.Text type="secondary" className="admin-count__note">
                      Not counted yet
                    </Typography.Text>
                  )}
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title="New users, last 30 days" className="admin-trend">
            <LineChart
              label="New users per day"
              labels={overview.data.newUsersPerDay.map((day) =>
                shortDate.format(new Date(`${day.date}T00:00:00Z`)),
              )}
              series={[
                {
                  name: 'New users',
                  color: 'var(--primary)',
                  values: overview.data.newUsersPerDay.map((day) => day.count),
                },
              ]}
            />
          </Card>
        </>
      )}
      <AppealsPanel />
    </div>
  );
}
