import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Alert, Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentStats } from '../../../hooks/use-content-stats';
import { useSession } from '../../../session/session-context';
import { ContentStatsCharts } from '../manage/content-stats-charts';
import { ContentCounts } from './content-counts';
import { StudioEarnings } from './studio-earnings';
import { StudioSubscribersCard } from './studio-subscribers-card';
import { SubscriberChangesCard } from './subscriber-changes-card';
import { TopFansCard } from './top-fans-card';
import { useCreatorEarnings } from './use-creator-stats';

/** The creator's overview: money first, then the fans behind it, then how the posts do. */
export function CreatorStudioPage() {
  const { user } = useSession();
  const stats = useContentStats();
  const earnings = useCreatorEarnings();

  return (
    <div className="page">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={1} className="page-title">
            Creator Studio
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="page-lead">
            What you earn, who supports you, and how your posts do.
          </Typography.Paragraph>
        </div>
        <Flex gap={8} wrap className="studio-links">
          <ButtonLink to="/content/upload" type="primary" icon={<CloudUploadOutlined />}>
            Upload
          </ButtonLink>
          <ButtonLink to="/content/manage" icon={<UnorderedListOutlined />}>
            Manage content
          </ButtonLink>
          {user && (
            <ButtonLink to={`/profile/${encodeURIComponent(user.id)}`} icon={<EyeOutlined />}>
              Your public page
            </ButtonLink>
          )}
        </Flex>
      </Flex>

      <Flex vertical gap={16}>
        <StudioEarnings />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <SubscriberChangesCard />
          </Col>
          <Col xs={24} lg={12}>
            <TopFansCard />
          </Col>
        </Row>
        <StudioSubscribersCard currency={earnings.data?.currency ?? 'USD'} />

        <section aria-labelledby="studio-posts-title" className="content-stats">
          <Typography.Title level={2} id="studio-posts-title" style={{ fontSize: 20 }}>
            Your posts
          </Typography.Title>
          {stats.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
          {stats.isError && (
            <Alert
              type="error"
              showIcon
              className="page-alert"
              title="Your post figures could not be loaded"
              description={stats.error.message}
              action={<Button onClick={() => void stats.refetch()}>Try again</Button>}
            />
          )}
          {stats.isSuccess && (
            <>
              <ContentCounts stats={stats.data} />
              <ContentStatsCharts stats={stats.data} />
            </>
          )}
        </section>
      </Flex>
    </div>
  );
}
